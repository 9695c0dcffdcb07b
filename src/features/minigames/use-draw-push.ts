// What the powerball topics say about this game (docs/rules.md#states, the contract's x-push): a round message
// moves the screen to that round with its countdown (and re-reads the round for its options); a
// result is kept as the latest draw, ends its round (the screen moves on) and re-reads the round and
// the recent draws. A message is about the game it names (prodId), powerball when it names none.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { contractPathFilter } from '@/api/contract';
import { subscribePowerball } from '@/push/push-connection';
import type { PowerballPush } from '@/push/push-client';
import type { MiniDraw, MiniGame } from '@/domain/betting/mini/games';
import { afterDrawFilters, ROUND_PATH } from './api/minigame-round';
import type { RoundEvent } from './round-clock';

/** The draw a message carries: its result, or (an older shape) the message itself when it has balls. */
export function drawOf(message: PowerballPush): MiniDraw | null {
  if (message.result) return { ...(message.prodId ? { prodId: message.prodId } : {}), ...message.result };
  return 'balls' in message ? (message as MiniDraw) : null;
}

const gameOf = (message: PowerballPush, draw: MiniDraw | null): MiniGame => draw?.prodId ?? message.prodId ?? 'powerball';

export function useDrawPush(game: MiniGame, onRound: (event: RoundEvent) => void): MiniDraw | null {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<MiniDraw | null>(null);
  const tell = useRef(onRound);
  tell.current = onRound;
  useEffect(() => {
    setLatest(null);
    return subscribePowerball((topic, message) => {
      if (topic === 'round') {
        if (gameOf(message, null) !== game) return;
        tell.current({ kind: 'push', round: message.round, remainSeconds: message.remainSeconds, at: Date.now() });
        void queryClient.invalidateQueries(contractPathFilter(ROUND_PATH));
        return;
      }
      const draw = drawOf(message);
      if (!draw || gameOf(message, draw) !== game) return;
      setLatest(draw);
      tell.current({ kind: 'draw', round: draw.round });
      for (const filter of afterDrawFilters) void queryClient.invalidateQueries(filter);
    });
  }, [game, queryClient]);
  return latest;
}
