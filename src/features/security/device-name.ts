// A User-Agent as a person reads it: "iPhone · Safari", "Windows · Chrome". The server reports the
// raw header (inferred); an unknown one reads as itself, cut short.
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
// the order matters: Edge and Samsung say Chrome too, Chrome says Safari too
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const first = (table: readonly [RegExp, string][], ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceName(userAgent: string): string {
  const system = first(SYSTEMS, userAgent);
  const browser = first(BROWSERS, userAgent);
  if (system && browser) return `${system} · ${browser}`;
  if (system ?? browser) return (system ?? browser) as string;
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent || '?';
}
