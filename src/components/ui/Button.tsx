import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button.module.css';

type Variant = 'contained' | 'outlined' | 'text';
type Color = 'primary' | 'secondary' | 'error' | 'inherit';
type Size = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'onClick'> {
  onClick?: MouseEventHandler<HTMLElement>;
  variant?: Variant;
  color?: Color;
  size?: Size;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  /** A link to this path instead of a button (same look). */
  to?: string;
}

export function buttonClass({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
}: Pick<ButtonProps, 'variant' | 'color' | 'size' | 'fullWidth' | 'className'>): string {
  return [styles.button, styles[variant], styles[color], size !== 'medium' && styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

/** A button (or, with `to`, a link that looks like one), in the site's look without MUI. */
export function Button({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  to,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const cls = buttonClass({ variant, color, size, fullWidth, className });
  const content = (
    <>
      {startIcon && (
        <span className={styles.icon} aria-hidden>
          {startIcon}
        </span>
      )}
      {children}
    </>
  );
  if (to !== undefined) {
    const { id, title, 'aria-label': label, 'aria-current': current } = rest;
    return (
      <Link to={to} id={id} title={title} className={cls} aria-label={label} aria-current={current} onClick={onClick}>
        {content}
      </Link>
    );
  }
  return (
    <button type={type} className={cls} onClick={onClick} {...rest}>
      {content}
    </button>
  );
}
