// The console's site routes, declared (console/declare.ts): the settings (settings.ts, and the
// attendance rule of domain/attendance.ts) and the site maintenance window. The handlers are in
// console/site-routes.ts; the page's Site panel is typed from these.
import { z } from 'zod';
import type { AttendanceRewards } from '../../domain/attendance';
import type { SettingValues } from '../../settings';
import { declare } from '../declare';

/** Every setting the console shows and changes (the clock has its own route), with the attendance rule. */
export type SiteSettings = Omit<SettingValues, 'clockOffsetMs'> & { attendanceRewards: AttendanceRewards };
export type SettingName = keyof SiteSettings;

/** A contract DateTime (`YYYY-MM-DD HH:mm:ss`, Seoul) as an instant (domain/maintenance.ts seoulInstant). */
const seoulMs = (s: string): number => Date.parse(`${s.replace(' ', 'T')}+09:00`);
const seoulDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be "YYYY-MM-DD HH:mm:ss" (Seoul) or null')
  .refine((s) => !Number.isNaN(seoulMs(s)), 'is no date');

/**
 * A maintenance window as sent: both times (Seoul) or neither (none), start not after end, a message
 * shown with it; what is kept is the contract's SiteCheckInfo (no message without a window).
 */
export const maintenanceWindow = z
  .object({
    startDate: seoulDateTime.nullable().default(null),
    endDate: seoulDateTime.nullable().default(null),
    message: z.string().nullish(),
  })
  .refine((m) => (m.startDate === null) === (m.endDate === null), '"startDate" and "endDate" are both set or both null')
  .refine((m) => m.startDate === null || m.endDate === null || seoulMs(m.startDate) <= seoulMs(m.endDate), '"startDate" is after "endDate"')
  .transform((m): SettingValues['maintenance'] =>
    m.startDate === null || m.endDate === null
      ? { startDate: null, endDate: null }
      : { startDate: m.startDate, endDate: m.endDate, ...(typeof m.message === 'string' ? { message: m.message } : {}) },
  );

/** The window kept, whether it covers the sandbox's now, and how many live sessions got INSPECT "Y". */
export const maintenanceSet = z.object({
  maintenance: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable(), message: z.string().optional() }),
  active: z.boolean(),
  pushed: z.number(),
});

export const siteSettings = declare({
  method: 'GET',
  path: '/__sandbox/settings',
  doc: 'every site setting (siteOption, maintenance, banks, banners, popups, codes, coinRate, cashRules, attendanceRewards …) as it is now',
  // settings.ts's types (each setting's value): the contract's shapes and the sandbox's own
  answer: z.custom<SiteSettings>(),
});

export const siteSetting = declare({
  method: 'POST',
  path: '/__sandbox/settings/:key',
  doc: 'replaces one setting (its value shaped as GET /__sandbox/settings shows it; 404 for no such key); maintenance as /__sandbox/maintenance',
  params: z.object({ key: z.string().min(1) }),
  body: z.object({ value: z.unknown() }),
  answer: z.union([maintenanceSet, z.object({ key: z.string(), value: z.unknown() })]),
});

export const siteMaintenance = declare({
  method: 'POST',
  path: '/__sandbox/maintenance',
  doc: 'sets the site maintenance window (Seoul times, or nulls to clear); a window covering now pushes INSPECT "Y" to every live session',
  body: maintenanceWindow,
  answer: maintenanceSet,
});
