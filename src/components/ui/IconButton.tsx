import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name (the icon itself is decorative). */
  label: string;
  children: ReactNode;
  /** A link to this path instead of a button. */
  to?: string;
}

/** A round icon-only button (or link) with a required accessible name. */
export function IconButton({ label, children, to, className, type = 'button', ...rest }: IconButtonProps) {
  const cls = [styles.iconButton, className].filter(Boolean).join(' ');
  if (to !== undefined)
    return (
      <Link to={to} className={cls} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <button type={type} className={cls} aria-label={label} {...rest}>
      {children}
    </button>
  );
}
