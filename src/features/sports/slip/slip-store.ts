// The sports slip, kept in this browser per member (localStorage winner_slip_<memId>): it survives a
// move to another sports page and a reload, and another member on the same browser has their own. The
// odds-change setting is every slip's (@/domain/betting).
import { useEffect } from 'react';
import { createStore, useStore } from '@/lib/store';
import { useSession } from '@/session/use-session';
import { EMPTY_SLIP, type SlipPick, type SlipState } from './slip-model';

const slipKey = (memId: string) => `winner_slip_${memId}`;

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage full or refused (private mode): kept until the page is left
  }
}

const isPick = (value: unknown): value is SlipPick => {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p['fixtureId'] === 'string' && typeof p['marketId'] === 'string' && typeof p['key'] === 'string' && typeof p['odds'] === 'number'
  );
};

/** The slip kept for a member (an empty one when none, or when what is kept is not a slip). */
export function readSlip(memId: string): SlipState {
  const value = readJson(slipKey(memId));
  if (!value || typeof value !== 'object') return EMPTY_SLIP;
  const record = value as Record<string, unknown>;
  const picks = Array.isArray(record['picks']) ? record['picks'].filter(isPick) : [];
  return {
    picks,
    stake: typeof record['stake'] === 'string' ? record['stake'] : '',
    mode: record['mode'] === 'single' ? 'single' : 'multi',
  };
}

const slip = createStore<{ memId: string | null; state: SlipState }>({ memId: null, state: EMPTY_SLIP });
/** Changes the slip (and keeps it for the member). */
export function updateSlip(change: (state: SlipState) => SlipState): void {
  slip.set((current) => {
    const state = change(current.state);
    if (state === current.state) return current;
    if (current.memId) write(slipKey(current.memId), JSON.stringify(state));
    return { ...current, state };
  });
}

/** The member's slip (loaded for whoever is signed in). */
export function useSlip(): SlipState {
  const memId = useSession((s) => s.member?.memId ?? null);
  useEffect(() => {
    if (slip.get().memId !== memId) slip.set({ memId, state: memId ? readSlip(memId) : EMPTY_SLIP });
  }, [memId]);
  return useStore(slip, (s) => (s.memId === memId ? s.state : EMPTY_SLIP));
}
