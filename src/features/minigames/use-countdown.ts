// Seconds left to bet: the round's remainSeconds counted down from when it was answered. When it
// reaches 0 the round is read again once (the server says closed, or the next round).
import { useEffect, useRef, useState } from 'react';

export function useCountdown(remainSeconds: number | undefined, answeredAt: number, onZero: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = remainSeconds === undefined ? 0 : Math.max(0, remainSeconds - Math.floor(Math.max(0, now - answeredAt) / 1_000));
  const reached = useRef<number | null>(null);
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    if (remainSeconds === undefined || remainSeconds <= 0 || left > 0) return;
    if (reached.current === answeredAt) return; // once per answer
    reached.current = answeredAt;
    zero.current();
  }, [left, remainSeconds, answeredAt]);
  return left;
}

/** 165 → "2:45". */
export const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
