// The four mini games (SPEC §1, §2): each one's variant, the order of its option groups and how its
// draw is shown. Shared by the game screen and the results screens.
import type { components } from '@/api/generated/schema';

export type MiniGame = components['schemas']['MinigameProduct'];
export type MiniRound = components['schemas']['MinigameRound'];
export type MiniOption = components['schemas']['MinigameOption'];
export type MiniDraw = components['schemas']['MinigameResult'];
export type DrawKind = 'powerball' | 'ladder' | 'keno';

export interface MiniGameDescription {
  readonly id: MiniGame;
  /** The {type} of /api/minigame/slots/{prodId}/{type}. */
  readonly variant: string;
  /** The option groups in the order they are shown (a group the server adds comes last). */
  readonly groups: readonly string[];
  readonly draw: DrawKind;
}

export const MINI_GAMES: readonly MiniGameDescription[] = [
  {
    id: 'powerball',
    variant: 'normal',
    groups: ['pb_oddeven', 'pb_underover', 'nb_oddeven', 'nb_underover', 'nb_size'],
    draw: 'powerball',
  },
  { id: 'powerladder', variant: 'normal', groups: ['start', 'lines', 'oddeven', 'combo'], draw: 'ladder' },
  { id: 'speedkino', variant: 'normal', groups: ['oddeven', 'underover'], draw: 'keno' },
  { id: 'kinoladder', variant: 'normal', groups: ['start', 'lines', 'oddeven', 'combo'], draw: 'ladder' },
];

export const isMiniGame = (value: string | undefined): value is MiniGame => MINI_GAMES.some((g) => g.id === value);

export const miniGameOf = (id: MiniGame): MiniGameDescription =>
  MINI_GAMES.find((g) => g.id === id) ?? (MINI_GAMES[0] as MiniGameDescription);

/** The round's options by group, in the game's order. */
export function groupOptions(game: MiniGameDescription, options: readonly MiniOption[]): { group: string; options: MiniOption[] }[] {
  const byGroup = new Map<string, MiniOption[]>();
  for (const option of options) {
    const group = option.group ?? 'other';
    byGroup.set(group, [...(byGroup.get(group) ?? []), option]);
  }
  const known = game.groups.filter((g) => byGroup.has(g));
  const extra = [...byGroup.keys()].filter((g) => !game.groups.includes(g));
  return [...known, ...extra].map((group) => ({ group, options: byGroup.get(group) ?? [] }));
}
