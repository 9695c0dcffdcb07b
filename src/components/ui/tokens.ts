// The site's look in one place: the light chrome reads these as CSS custom properties (--w-*), the
// MUI theme (loaded with dialogs, forms and member screens) is built from the same values, so the
// two never drift apart.
export const tokens = {
  bg: '#0b1420',
  paper: '#132235',
  paperRaised: '#1a2d45',
  primary: '#f5c542',
  primaryDark: '#ab8a2e',
  primaryContrast: 'rgba(0, 0, 0, 0.87)',
  secondary: '#3fb6ff',
  secondaryContrast: 'rgba(0, 0, 0, 0.87)',
  text: '#ffffff',
  textSecondary: 'rgba(255, 255, 255, 0.7)',
  textDisabled: 'rgba(255, 255, 255, 0.5)',
  divider: 'rgba(255, 255, 255, 0.12)',
  hover: 'rgba(255, 255, 255, 0.08)',
  error: '#f44336',
  errorText: '#f4c7c7',
  errorBg: '#2a1416',
  info: '#29b6f6',
  infoText: '#b8e7fb',
  infoBg: '#0c2433',
  success: '#66bb6a',
  warning: '#ffa726',
  radius: '10px',
  font: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif',
} as const;

export type TokenName = keyof typeof tokens;

/** `paperRaised` → `--w-paper-raised` */
export const cssVar = (name: TokenName): string => `--w-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Puts every token on an element's style (the document root at start), before the first render. */
export function applyTokens(style: CSSStyleDeclaration): void {
  for (const name of Object.keys(tokens) as TokenName[]) style.setProperty(cssVar(name), tokens[name]);
}

/** The tokens as a `:root` rule, for the build's prerendered page (painted before any script runs). */
export const tokensCss = (): string =>
  `:root{${(Object.keys(tokens) as TokenName[]).map((name) => `${cssVar(name)}:${tokens[name]}`).join(';')}}`;
