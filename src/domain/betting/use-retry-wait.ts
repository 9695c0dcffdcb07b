// A wait before the slip may send again (B9999: 30 s), counted down second by second for the screen.
import { useCallback, useEffect, useState } from 'react';

export function useRetryWait() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) setUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    if (seconds <= 0) return;
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, waiting: remaining > 0, start };
}
