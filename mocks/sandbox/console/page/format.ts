// Money thousands-separated, instants in Seoul time (YYYY-MM-DD HH:mm:ss), as the contract writes them.
const number = new Intl.NumberFormat('en-US');

export const money = (n: unknown): string => (typeof n === 'number' ? number.format(n) : n == null ? '' : String(n));

const SEOUL_MS = 9 * 3_600_000;

/** An instant as Seoul wall-clock `YYYY-MM-DD HH:mm:ss`. */
export function seoulOf(ms: number): string {
  const iso = new Date(ms + SEOUL_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/**
 * A date from an answer in Seoul time: an ISO instant (…T…Z or with an offset) is converted; a
 * contract DateTime (already Seoul) is shown as it is.
 */
export function seoulText(v: unknown): string {
  if (v == null || v === '') return '';
  if (typeof v === 'number') return seoulOf(v);
  const s = String(v);
  if (/T.*(Z|[+-]\d\d:?\d\d)$/.test(s)) {
    const t = Date.parse(s);
    if (!Number.isNaN(t)) return seoulOf(t);
  }
  return s;
}

/** `YYYY-MM-DDTHH:mm[:ss]` from a datetime-local field, read as Seoul time, as an ISO instant. */
export function isoFromSeoulInput(v: string): string | undefined {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(:\d\d)?$/.exec(v);
  if (!m) return undefined;
  return `${m[1]}T${m[2]}${m[3] ?? ':00'}+09:00`;
}

/** The same field's value as the contract's Seoul `YYYY-MM-DD HH:mm:ss`. */
export function contractFromSeoulInput(v: string): string | undefined {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(:\d\d)?$/.exec(v);
  return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : undefined;
}

/** A Seoul instant as a datetime-local field's value. */
export const seoulInputOf = (ms: number): string => seoulOf(ms).replace(' ', 'T');

/** An offset as `+1 d 2 h 3 min` (0 is real time). */
export function offsetText(ms: number): string {
  const sign = ms < 0 ? '−' : '+';
  let rest = Math.round(Math.abs(ms) / 1000);
  const d = Math.floor(rest / 86_400);
  rest -= d * 86_400;
  const h = Math.floor(rest / 3600);
  rest -= h * 3600;
  const m = Math.floor(rest / 60);
  const s = rest - m * 60;
  const parts = [d && `${d} d`, h && `${h} h`, m && `${m} min`, s && `${s} s`].filter(Boolean);
  return `${sign}${parts.join(' ') || '0 s'}`;
}
