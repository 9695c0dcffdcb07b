// The few icons the chrome needs, as inline SVG paths (Material Design, Apache 2.0), so no icon
// package (and no MUI) lands in the first chunk. Decorative: the control around each carries the name.
const SIZES = { small: '1.25rem', medium: '1.5rem', large: '2.1875rem', inherit: '1em' } as const;

export interface IconProps {
  fontSize?: keyof typeof SIZES;
  className?: string;
}

const icon = (path: string) =>
  function Icon({ fontSize = 'medium', className }: IconProps) {
    const size = SIZES[fontSize];
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden focusable="false" className={className}>
        <path d={path} />
      </svg>
    );
  };

export const MenuIcon = icon('M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z');
export const ExpandMoreIcon = icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');
export const ExpandLessIcon = icon('m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z');
export const MailIcon = icon('M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z');
export const HomeIcon = icon('M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z');
export const WalletIcon = icon(
  'M21 18v1c0 1.1-.9 2-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14c1.1 0 2 .9 2 2v1h-9a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h9zm-9-2h10V8H12v8zm4-2.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5z',
);
export const CashOutIcon = icon(
  'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2zm-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3zm13-6v11c0 1.1-.9 2-2 2H4v-2h17V7h2z',
);
export const ListIcon = icon('M3 13h2v-2H3v2zm0 4h2v-2H3v2zm0-8h2V7H3v2zm4 4h14v-2H7v2zm0 4h14v-2H7v2zM7 7v2h14V7H7z');
export const PersonIcon = icon(
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
);
export const CloseIcon = icon('M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z');
export const SyncProblemIcon = icon(
  'M3 12c0 2.21.91 4.2 2.36 5.64L3 20h6v-6l-2.24 2.24C5.68 15.15 5 13.66 5 12c0-2.61 1.67-4.83 4-5.65V4.26C5.55 5.15 3 8.27 3 12zm8 5h2v-2h-2v2zM21 4h-6v6l2.24-2.24C18.32 8.85 19 10.34 19 12c0 2.61-1.67 4.83-4 5.65v2.09c3.45-.89 6-4.01 6-7.74 0-2.21-.91-4.2-2.36-5.64L21 4zm-10 9h2V7h-2v6z',
);
