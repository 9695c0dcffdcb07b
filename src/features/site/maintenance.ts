// The maintenance window of docs/rules.md#states: when now lies between the site check's startDate and endDate
// (Seoul time strings), every page goes to /warning.
import type { components } from '@/api/generated/schema';

export type SiteCheckInfo = components['schemas']['SiteCheckInfo'];

/** `YYYY-MM-DD HH:mm:ss` in Asia/Seoul → epoch ms; null when absent or unreadable. */
export function seoulTimeToEpoch(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value.trim().replace(' ', 'T') + '+09:00');
  return Number.isNaN(ms) ? null : ms;
}

export interface MaintenanceState {
  active: boolean;
  /** When the answer changes next (the start if ahead, the end if inside), to re-check then. */
  changesAt: number | null;
}

export function maintenanceState(info: SiteCheckInfo | undefined, now: number): MaintenanceState {
  const start = seoulTimeToEpoch(info?.startDate);
  const end = seoulTimeToEpoch(info?.endDate);
  if (start === null || end === null || end <= start) return { active: false, changesAt: null };
  if (now < start) return { active: false, changesAt: start };
  if (now <= end) return { active: true, changesAt: end + 1 };
  return { active: false, changesAt: null };
}
