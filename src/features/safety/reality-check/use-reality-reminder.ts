// The reality check's timer for the signed-in member: reads the interval (the member's limits) and
// the login time (the session summary), waits for the next reminder, and shows it in one tab
// (claim.ts). When it is due, a game window the site opened is closed (the reminder cannot be drawn
// over a vendor's page), and a hidden tab waits until it is looked at. Answered, the schedule moves
// on in every tab (the shared storage's event); a sign-out ends it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMemberLimits } from '@/api/reads';
import { closeGameWindow, hasGameWindow } from '@/session/game-window';
import { serverTimeToEpoch } from '@/session/session-store';
import { useSession } from '@/session/use-session';
import { useSessionSummary } from '../api/session-summary';
import { claimReminder } from './claim';
import { nextDue, readAnswered, scheduleKey, writeAnswered, type ScheduleStorage } from './schedule';

/** setTimeout's longest wait (about 24.8 days); a longer one is planned again when it ends. */
const LONGEST_WAIT = 2 ** 31 - 1;

const localStore = (): ScheduleStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export interface RealityReminder {
  /** The reminder is showing in this tab. */
  open: boolean;
  /** When this session logged in (epoch ms; the reminder counts the time from it). */
  since: number | null;
  /** The member answered "keep playing" or "see my bet history": the next one is planned. */
  answer(): void;
}

export function useRealityReminder(): RealityReminder {
  const memId = useSession((s) => (s.status === 'member' ? (s.member?.memId ?? null) : null));
  const limits = useMemberLimits({ enabled: memId !== null });
  const minutes = limits.data?.realityCheckMinutes ?? 0;
  const loginAt = useSessionSummary({ enabled: memId !== null && minutes > 0 }).data?.loginAt ?? null;
  const [open, setOpen] = useState(false);
  const [since, setSince] = useState<number | null>(null);
  const answered = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!memId || !loginAt || minutes <= 0) return;
    // a login the browser's clock puts in the future (clocks apart) counts from now
    const start = Math.min(serverTimeToEpoch(loginAt) ?? Date.now(), Date.now());
    setSince(start);
    const interval = minutes * 60_000;
    const due = () => nextDue(start, interval, readAnswered(localStore(), memId, loginAt));
    let ended = false;
    let claiming = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = () => {
      clearTimeout(timer);
      if (ended || claiming) return;
      timer = setTimeout(fire, Math.min(Math.max(0, due() - Date.now()), LONGEST_WAIT));
    };
    const fire = () => {
      if (ended || claiming) return;
      if (due() > Date.now()) return plan();
      // a tab nobody looks at waits (visibilitychange plans again), unless its game window is open
      if (document.visibilityState === 'hidden' && !hasGameWindow()) return;
      closeGameWindow();
      claiming = true;
      void claimReminder(
        () => !ended && due() <= Date.now(),
        () =>
          new Promise<void>((resolve) => {
            answered.current = resolve;
            setOpen(true);
          }),
      ).finally(() => {
        claiming = false;
        plan();
      });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== scheduleKey(memId)) return;
      // answered in another tab (a browser without Web Locks shows it in each): close this one
      if (answered.current && due() > Date.now()) {
        setOpen(false);
        answered.current();
        answered.current = null;
      }
      plan();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') plan();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibility);
    plan();
    return () => {
      ended = true;
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibility);
      setOpen(false);
      answered.current?.();
      answered.current = null;
    };
  }, [memId, loginAt, minutes]);

  const answer = useCallback(() => {
    if (memId && loginAt) writeAnswered(localStore(), memId, loginAt, Date.now());
    setOpen(false);
    answered.current?.();
    answered.current = null;
  }, [memId, loginAt]);

  return { open, since, answer };
}
