// The round a mini-game screen shows and its countdown (round-clock.ts): the round read, the round
// and the draws pushed on the powerball topics. At 0 the round is read again once (the server says
// closed, or the next round); while betting is closed it is read every 5 s until the next opens.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { MiniGameDescription } from '@/domain/betting/mini/games';
import { useRound } from './api/minigame-round';
import { NO_ROUND, roundClock, secondsLeft, type RoundEvent } from './round-clock';
import { useDrawPush } from './use-draw-push';

export function useRoundClock(game: MiniGameDescription) {
  const [state, dispatch] = useReducer(roundClock, NO_ROUND);
  const [now, setNow] = useState(() => Date.now());
  // each event counts from now: a countdown never starts a second long
  const tell = useCallback((event: RoundEvent) => {
    setNow(Date.now());
    dispatch(event);
  }, []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(state, now);
  const open = state.round !== null && left > 0;
  const read = useRound(game, state.round !== null && !open);
  const { data, dataUpdatedAt } = read;
  useEffect(() => {
    if (data)
      tell({ kind: 'read', round: data.round, remainSeconds: data.remainSeconds, closed: data.status === 'closed', at: dataUpdatedAt });
  }, [data, dataUpdatedAt, tell]);
  const latestDraw = useDrawPush(game.id, tell);

  const readAtZero = useRef<number | null>(null);
  const { refetch } = read;
  useEffect(() => {
    if (state.closesAt === null || state.closed || left > 0 || readAtZero.current === state.closesAt) return;
    readAtZero.current = state.closesAt; // once per closing time
    void refetch();
  }, [left, state.closesAt, state.closed, refetch]);

  return { read, round: state.round, secondsLeft: left, open, latestDraw };
}
