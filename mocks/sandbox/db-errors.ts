// PostgreSQL's "data exception" errors (SQLSTATE class 22: a number out of a column's range, text
// that is no number, a string too long) come from a request's value that no column can hold: the
// caller's mistake (HTTP 400), not the server's. Drizzle wraps the driver's error in `cause`.
export function isDataException(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
