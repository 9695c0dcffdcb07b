// The date range of a history list: Seoul calendar dates (YYYY-MM-DD), as the server counts them,
// and the presets every list offers (today, the last 7 days, the last 30 days; today by default).
export type IsoDate = string;
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

export const PRESETS = ['today', 'week', 'month'] as const;
export type Preset = (typeof PRESETS)[number];
const PRESET_DAYS: Record<Preset, number> = { today: 1, week: 7, month: 30 };

const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Seoul. */
export const seoulToday = (now: Date = new Date()): IsoDate => seoulDate.format(now);

const ISO = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string | null): value is IsoDate => value !== null && ISO.test(value) && !Number.isNaN(Date.parse(value));

/** `date` moved by `days` calendar days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function presetRange(preset: Preset, today: IsoDate = seoulToday()): DateRange {
  return { from: addDays(today, 1 - PRESET_DAYS[preset]), to: today };
}

/** The preset a range is, or null for a range the member picked. */
export function presetOf(range: DateRange, today: IsoDate = seoulToday()): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}
