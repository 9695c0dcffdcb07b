// The console's site routes (declared in console/decl/site.ts): the settings (settings.ts, and the
// attendance rule of domain/attendance.ts) and the site maintenance window, which pushes INSPECT "Y"
// to every live session when it covers the sandbox's now.
import { eq } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { settings } from '../db/schema';
import { ATTENDANCE_DEFAULT, ATTENDANCE_KEY, attendanceRewards } from '../domain/attendance';
import { maintenanceCovers } from '../domain/maintenance';
import type { Push } from '../push';
import { getSetting, setSetting, SETTING_DEFAULTS, type SettingKey, type SettingValues } from '../settings';
import { reasons } from './declare';
import { maintenanceWindow, siteMaintenance, siteSetting, siteSettings, type SiteSettings } from './decl/site';
import { defineRoute, type ConsoleRoute } from './route';

/** The keys the settings routes show and change (the clock has its own route). */
const KEYS = (Object.keys(SETTING_DEFAULTS) as SettingKey[]).filter((k) => k !== 'clockOffsetMs');
const DEFAULTS: Record<string, unknown> = { ...SETTING_DEFAULTS, [ATTENDANCE_KEY]: ATTENDANCE_DEFAULT };

const shapeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
type Maintenance = SettingValues['maintenance'];

async function setMaintenance(db: Db, clock: Clock, push: Push, m: Maintenance) {
  await setSetting(db, 'maintenance', m);
  const active = maintenanceCovers(m, clock.now());
  const pushed = active ? await push.everyone(db, { cmd: 'INSPECT', data1: 'Y' }) : 0;
  return { maintenance: m, active, pushed };
}

export const siteRoutes: ConsoleRoute[] = [
  defineRoute(siteSettings, async ({ deps }) => {
    const { db } = deps.database;
    const out: Record<string, unknown> = {};
    for (const k of KEYS) out[k] = await getSetting(db, k);
    out[ATTENDANCE_KEY] = await attendanceRewards(db);
    // every key of SETTING_DEFAULTS but the clock's, each read by getSetting, and the attendance rule
    return { body: out as SiteSettings };
  }),
  defineRoute(siteSetting, async ({ params: { key }, body: { value }, deps }) => {
    if (!(key in DEFAULTS) || key === 'clockOffsetMs') throw new HttpError(404, `no setting ${key} (GET /__sandbox/settings lists them)`);
    if (shapeOf(value) !== shapeOf(DEFAULTS[key]))
      throw new HttpError(400, `"value" of ${key} must be ${shapeOf(DEFAULTS[key])}, like GET /__sandbox/settings shows`);
    const { db } = deps.database;
    if (key === 'maintenance') {
      const m = maintenanceWindow.safeParse(value);
      if (!m.success) throw new HttpError(400, reasons('body.value', m.error));
      return { body: await setMaintenance(db, deps.clock, deps.push, m.data) };
    }
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
  }),
  defineRoute(siteMaintenance, async ({ body, deps }) => ({
    body: await setMaintenance(deps.database.db, deps.clock, deps.push, body),
  })),
];
