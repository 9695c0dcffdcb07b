// The site maintenance window (SiteCheckInfo, Seoul times): while it covers now, games and bets are
// refused with B0093 and the console's setting pushes INSPECT.
import type { Q } from '../db/open';
import { getSetting, type SettingValues } from '../settings';

type Maintenance = SettingValues['maintenance'];

/** A contract DateTime (`YYYY-MM-DD HH:mm:ss`, Seoul) as an instant. */
export const seoulInstant = (s: string): number => Date.parse(`${s.replace(' ', 'T')}+09:00`);

/** Whether the window covers `now`. */
export const maintenanceCovers = (m: Maintenance, now: Date): boolean =>
  m.startDate !== null && m.endDate !== null && seoulInstant(m.startDate) <= now.getTime() && now.getTime() <= seoulInstant(m.endDate);

export async function underMaintenance(q: Q, now: Date): Promise<boolean> {
  return maintenanceCovers(await getSetting(q, 'maintenance'), now);
}
