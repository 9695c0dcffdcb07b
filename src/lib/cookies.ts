// document.cookie, read and written in one place.
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
  }
  return undefined;
}

/** `; secure` on https pages: the cookie then never travels over plain http. */
const secure = (): string => (typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '');

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.round(maxAgeSeconds)}; samesite=lax${secure()}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax${secure()}`;
}
