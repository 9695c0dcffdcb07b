// Dates as the app's lists send them: Seoul's calendar day, `YYYY-MM-DD`.

/** Today in Seoul. */
export const seoulToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

/** The calendar day `days` before `date` (both `YYYY-MM-DD`). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
