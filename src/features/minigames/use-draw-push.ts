// The draws arriving over the powerball topics (SPEC §4): a result of this game is kept as the latest
// draw and re-reads the round and the recent draws; a round message re-reads the round.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscribePowerball } from '@/push/push-connection';
import type { PowerballPush } from '@/push/push-client';
import type { MiniDraw, MiniGame } from '@/resources/betting/mini';
import { afterDrawFilters, ROUND_PATH } from './api/rounds';
import { contractPathFilter } from '@/api/contract';

/** The draw a message carries: its result, or (an older shape) the message itself when it has balls. */
export function drawOf(message: PowerballPush): MiniDraw | null {
  if (message.result) return { ...message.result, round: message.result.round };
  return 'balls' in message ? (message as MiniDraw) : null;
}

export function useDrawPush(game: MiniGame): MiniDraw | null {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<MiniDraw | null>(null);
  useEffect(() => {
    setLatest(null);
    return subscribePowerball((topic, message) => {
      if (topic === 'round') {
        void queryClient.invalidateQueries(contractPathFilter(ROUND_PATH));
        return;
      }
      const draw = drawOf(message);
      if (!draw || (draw.prodId ?? 'powerball') !== game) return;
      setLatest(draw);
      for (const filter of afterDrawFilters) void queryClient.invalidateQueries(filter);
    });
  }, [game, queryClient]);
  return latest;
}
