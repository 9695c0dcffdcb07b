import type { HTMLAttributes } from 'react';
import ui from './ui.module.css';

type CardElement = 'div' | 'section' | 'article' | 'aside' | 'nav';

/** A raised surface (what MUI's Paper was), as the element asked for. */
export function Card({
  as: Element = 'div',
  padded = false,
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: CardElement; padded?: boolean }) {
  return <Element className={[ui.card, padded && ui.padded, className].filter(Boolean).join(' ')} {...rest} />;
}
