// A member's favourite and recently played games, kept in this browser per member (localStorage,
// winner_games_<memId>): they survive a reload and another member on the same browser has their own.
import { useCallback, useEffect, useState } from 'react';

const RECENT_MAX = 12;

export interface PlayerGames {
  favourites: readonly string[];
  recent: readonly string[];
}

const EMPTY: PlayerGames = { favourites: [], recent: [] };
const storageKey = (memId: string) => `winner_games_${memId}`;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function readPlayerGames(memId: string | undefined): PlayerGames {
  if (!memId) return EMPTY;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(memId)) ?? 'null');
    if (!value || typeof value !== 'object') return EMPTY;
    const record = value as Record<string, unknown>;
    return { favourites: strings(record['favourites']), recent: strings(record['recent']) };
  } catch {
    return EMPTY;
  }
}

function write(memId: string, games: PlayerGames): void {
  try {
    localStorage.setItem(storageKey(memId), JSON.stringify(games));
  } catch {
    // storage full or refused (private mode): the lists live until the page is left
  }
}

/** The member's favourites and recently played games, with the two changes a lobby makes. */
export function usePlayerGames(memId: string | undefined) {
  const [games, setGames] = useState<PlayerGames>(() => readPlayerGames(memId));
  useEffect(() => setGames(readPlayerGames(memId)), [memId]);
  const update = useCallback(
    (change: (current: PlayerGames) => PlayerGames) =>
      setGames((current) => {
        const next = change(current);
        if (memId) write(memId, next);
        return next;
      }),
    [memId],
  );
  const toggleFavourite = useCallback(
    (id: string) =>
      update((g) => ({ ...g, favourites: g.favourites.includes(id) ? g.favourites.filter((f) => f !== id) : [id, ...g.favourites] })),
    [update],
  );
  const played = useCallback(
    (id: string) => update((g) => ({ ...g, recent: [id, ...g.recent.filter((r) => r !== id)].slice(0, RECENT_MAX) })),
    [update],
  );
  return { ...games, toggleFavourite, played };
}
