// The launch rules (docs/rules.md#roles, docs/rules.md#constants), as plain functions: who may launch, where a game is shown, a
// game's name in the member's language.
import type { components } from '@/api/generated/schema';
import { NEVER_FRAMED_VENDOR_CODES } from '@/config/constants';

export type GameEntry = components['schemas']['GameListEntry'];

/** What a launch needs: the launch payload's fields and whether the vendor wants the portrait window. */
export interface LaunchableGame {
  vendorKey: string;
  gameType: string;
  gameKey: string;
  portrait?: boolean;
}

export const launchableOf = (game: GameEntry, fallbackVendor: string): LaunchableGame => ({
  vendorKey: game.vendorKey ?? fallbackVendor,
  gameType: game.gameType ?? 'slot',
  gameKey: game.key,
  portrait: game.portrait === 'Y',
});

/** A game's identity across vendors (favourites, recently played). */
export const gameId = (game: Pick<GameEntry, 'key' | 'vendorKey'>, fallbackVendor: string): string =>
  `${game.vendorKey ?? fallbackVendor}:${game.key}`;

/** Why a launch is refused before any call: guests must sign in; partners cannot play (B0095). */
export function launchRefusal(session: { status: string; isPartner: boolean }): 'guest' | 'partner' | null {
  if (session.status !== 'member') return 'guest';
  return session.isPartner ? 'partner' : null;
}

export const isNeverFramed = (vendorKey: string): boolean => NEVER_FRAMED_VENDOR_CODES.includes(vendorKey);

/**
 * Where a game is shown (decided here, docs/rules.md#constants leaves it open): slot games in /slot/game, the empty
 * layout, inside a frame, on both layouts (the route is the slot game window); every other game
 * (live tables, fishing, e-sports) in the 1500×800 popup. A vendor of the never-framed codes (docs/rules.md#constants)
 * always gets the popup.
 */
export function launchTarget(game: Pick<LaunchableGame, 'vendorKey' | 'gameType'>): 'frame' | 'popup' {
  if (isNeverFramed(game.vendorKey)) return 'popup';
  return game.gameType === 'slot' ? 'frame' : 'popup';
}

/**
 * Whether the page's Content-Security-Policy lets this address be framed: its frame-src names only
 * the game vendors' origins of the build (VITE_CSP_FRAME_SRC, read by scripts/csp-policy.mjs;
 * docs/csp.md), `https://host[:port]` or `https://*.host`. A game from any other origin would show a
 * refused frame, so the game window offers it in its own window instead.
 */
export function isFrameAllowed(url: string, sources: string = import.meta.env.VITE_CSP_FRAME_SRC ?? ''): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:') return false;
  return sources
    .split(/\s+/)
    .filter(Boolean)
    .some((source) => {
      const match = /^https:\/\/(\*\.)?([^:/]+)(?::(\d+))?\/?$/i.exec(source);
      if (!match?.[2]) return false;
      const host = match[2].toLowerCase();
      const hostOk = match[1] ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
      return hostOk && target.port === (match[3] === '443' ? '' : (match[3] ?? ''));
    });
}

/**
 * Only https addresses are framed or opened (the CSP's frame-src allows https vendor origins only),
 * and addresses of the site's own origin: a path (`/__sandbox/play/…`, the sandbox's game, which the
 * dev and preview servers forward) is taken on the site's origin, whatever its scheme.
 */
export function safeGameUrl(
  value: string | null | undefined,
  siteOrigin: string | undefined = typeof window === 'undefined' ? undefined : window.location.origin,
): string | null {
  if (!value) return null;
  try {
    const url = siteOrigin ? new URL(value, siteOrigin) : new URL(value);
    if (url.protocol === 'https:') return url.href;
    return siteOrigin !== undefined && url.origin === siteOrigin && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The address of the framed game window. */
export const framedGamePath = (url: string, vendorKey: string, back: string): string =>
  `/slot/game?${new URLSearchParams({ url, vendor: vendorKey, back }).toString()}`;

/** The game's name in the language shown: Vietnamese falls back to English, English to Korean. */
export function gameName(game: Pick<GameEntry, 'names'>, language: string): string {
  const { names } = game;
  if (language === 'vi') return names.vi ?? names.en ?? names.ko;
  if (language === 'en') return names.en ?? names.ko;
  return names.ko;
}

/** The search: the typed words against the game's names in all three languages. */
export function matchesSearch(game: Pick<GameEntry, 'names'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [game.names.ko, game.names.en, game.names.vi].some((name) => name?.toLocaleLowerCase().includes(needle));
}
