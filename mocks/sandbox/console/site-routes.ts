// The console's site routes (see console/route.ts): the settings (settings.ts, and the attendance
// rule of domain/attendance.ts) and the site maintenance window, which pushes INSPECT "Y" to every
// live session when it covers the sandbox's now.
import { eq } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { settings } from '../db/schema';
import { ATTENDANCE_DEFAULT, ATTENDANCE_KEY, attendanceRewards } from '../domain/attendance';
import { maintenanceCovers, seoulInstant } from '../domain/maintenance';
import type { Push } from '../push';
import { getSetting, setSetting, SETTING_DEFAULTS, type SettingKey, type SettingValues } from '../settings';
import type { ConsoleRoute } from './route';

/** The keys the settings routes show and change (the clock has its own route). */
const KEYS = (Object.keys(SETTING_DEFAULTS) as SettingKey[]).filter((k) => k !== 'clockOffsetMs');
const DEFAULTS: Record<string, unknown> = { ...SETTING_DEFAULTS, [ATTENDANCE_KEY]: ATTENDANCE_DEFAULT };

const shapeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const SEOUL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
type Maintenance = SettingValues['maintenance'];

function maintenanceOf(v: unknown): Maintenance {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new HttpError(400, 'maintenance must be { startDate, endDate, message? }');
  const { startDate = null, endDate = null, message } = v as Record<string, unknown>;
  for (const [name, d] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const)
    if (d !== null && (typeof d !== 'string' || !SEOUL_DATE_TIME.test(d) || Number.isNaN(seoulInstant(d))))
      throw new HttpError(400, `"${name}" must be "YYYY-MM-DD HH:mm:ss" (Seoul) or null`);
  if ((startDate === null) !== (endDate === null)) throw new HttpError(400, '"startDate" and "endDate" are both set or both null');
  if (message !== undefined && message !== null && typeof message !== 'string') throw new HttpError(400, '"message" must be a string');
  const s = startDate as string | null;
  const e = endDate as string | null;
  if (s !== null && e !== null && seoulInstant(s) > seoulInstant(e)) throw new HttpError(400, '"startDate" is after "endDate"');
  return s === null
    ? { startDate: null, endDate: null }
    : { startDate: s, endDate: e, ...(typeof message === 'string' ? { message } : {}) };
}

async function setMaintenance(db: Db, clock: Clock, push: Push, value: unknown) {
  const m = maintenanceOf(value);
  await setSetting(db, 'maintenance', m);
  const active = maintenanceCovers(m, clock.now());
  const pushed = active ? await push.everyone(db, { cmd: 'INSPECT', data1: 'Y' }) : 0;
  return { maintenance: m, active, pushed };
}

export const siteRoutes: ConsoleRoute[] = [
  {
    method: 'GET',
    pattern: /^\/__sandbox\/settings$/,
    doc: 'every site setting (siteOption, maintenance, banks, banners, popups, codes, coinRate, cashRules, attendanceRewards) as it is now',
    async run({ deps }) {
      const { db } = deps.database;
      const out: Record<string, unknown> = {};
      for (const k of KEYS) out[k] = await getSetting(db, k);
      out[ATTENDANCE_KEY] = await attendanceRewards(db);
      return { body: out };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/settings\/([^/]+)$/,
    doc: '{ "value": … } replaces one setting (its shape as GET /__sandbox/settings shows it); maintenance as /__sandbox/maintenance',
    async run({ params: [key = ''], body, deps }) {
      if (!(key in DEFAULTS) || key === 'clockOffsetMs') throw new HttpError(404, `no setting ${key} (GET /__sandbox/settings lists them)`);
      const { value } = await body();
      if (shapeOf(value) !== shapeOf(DEFAULTS[key]))
        throw new HttpError(400, `"value" of ${key} must be ${shapeOf(DEFAULTS[key])}, like GET /__sandbox/settings shows`);
      const { db } = deps.database;
      if (key === 'maintenance') return { body: await setMaintenance(db, deps.clock, deps.push, value) };
      if (key === ATTENDANCE_KEY) {
        await db
          .insert(settings)
          .values({ key, value: value as object })
          .onConflictDoUpdate({ target: settings.key, set: { value: value as object, updatedAt: new Date() } });
      } else {
        await setSetting(db, key as SettingKey, value as SettingValues[SettingKey]);
      }
      const saved = await db.select().from(settings).where(eq(settings.key, key));
      return { body: { key, value: saved[0]?.value } };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/maintenance$/,
    doc: '{ "startDate", "endDate", "message" } (Seoul "YYYY-MM-DD HH:mm:ss", or nulls to clear); a window covering now pushes INSPECT "Y" to every live session',
    async run({ body, deps }) {
      return { body: await setMaintenance(deps.database.db, deps.clock, deps.push, await body()) };
    },
  },
];
