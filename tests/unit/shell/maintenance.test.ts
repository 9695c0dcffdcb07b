import { describe, expect, it } from 'vitest';
import { maintenanceState, seoulTimeToEpoch } from '@/features/site/maintenance';

const at = (iso: string) => Date.parse(iso);

describe('maintenance window (Seoul time)', () => {
  it('reads the server time as Asia/Seoul', () => {
    expect(seoulTimeToEpoch('2026-11-22 09:00:00')).toBe(at('2026-11-22T00:00:00Z'));
    expect(seoulTimeToEpoch(null)).toBeNull();
    expect(seoulTimeToEpoch('not a time')).toBeNull();
  });

  const window = { startDate: '2026-11-22 02:00:00', endDate: '2026-11-22 06:00:00' };

  it('is active only between start and end, inclusive', () => {
    expect(maintenanceState(window, at('2026-11-21T16:59:59Z')).active).toBe(false);
    expect(maintenanceState(window, at('2026-11-21T17:00:00Z')).active).toBe(true);
    expect(maintenanceState(window, at('2026-11-21T21:00:00Z')).active).toBe(true);
    expect(maintenanceState(window, at('2026-11-21T21:00:00.001Z')).active).toBe(false);
  });

  it('tells when the answer changes next: the start ahead, the end inside, nothing after', () => {
    expect(maintenanceState(window, at('2026-11-21T10:00:00Z')).changesAt).toBe(at('2026-11-21T17:00:00Z'));
    expect(maintenanceState(window, at('2026-11-21T18:00:00Z')).changesAt).toBe(at('2026-11-21T21:00:00Z') + 1);
    expect(maintenanceState(window, at('2026-11-22T10:00:00Z')).changesAt).toBeNull();
  });

  it('no window, half a window or an inverted one is no maintenance', () => {
    const now = at('2026-11-21T18:00:00Z');
    expect(maintenanceState({ startDate: null, endDate: null }, now)).toEqual({ active: false, changesAt: null });
    expect(maintenanceState({ startDate: window.startDate, endDate: null }, now).active).toBe(false);
    expect(maintenanceState({ startDate: window.endDate, endDate: window.startDate }, now).active).toBe(false);
    expect(maintenanceState(undefined, now).active).toBe(false);
  });
});
