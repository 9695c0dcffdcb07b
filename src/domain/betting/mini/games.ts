// The four mini games (docs/rules.md#product, docs/rules.md#routes): each one's variant, the order of its option groups and how its
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

const parity = (n: number): 'odd' | 'even' => (n % 2 === 0 ? 'even' : 'odd');

/**
 * A draw with what its numbers make, where the message left it out (a pushed result may carry the
 * balls only): powerball's normal-ball sum, its odd/even, under/over (to 72 / from 73) and size
 * (15–64, 65–80, 81–130) and the powerball's odd/even and under/over (0–4 / 5–9); speed keno's sum,
 * odd/even and under/over (to 810 / from 811); a ladder's finish from its start and lines. What the
 * server says is kept. Every draw shown (pushed, latest, the results lists) goes through this rule.
 */
export function completeDraw(draw: MiniDraw, kind: DrawKind): MiniDraw {
  if (kind === 'ladder') {
    if (draw.oddEven || !draw.start || draw.lines === undefined) return draw;
    return { ...draw, oddEven: (draw.start === 'left') === (draw.lines === 3) ? 'even' : 'odd' };
  }
  const numbers = kind === 'powerball' ? draw.balls : draw.numbers;
  const sum = draw.sum ?? (numbers && numbers.length > 0 ? numbers.reduce((a, b) => a + b, 0) : undefined);
  if (sum === undefined) return draw;
  const limit = kind === 'powerball' ? 72 : 810;
  const out: MiniDraw = {
    ...draw,
    sum,
    oddEven: draw.oddEven ?? parity(sum),
    underOver: draw.underOver ?? (sum <= limit ? 'under' : 'over'),
  };
  if (kind !== 'powerball') return out;
  const pb = draw.powerball;
  return {
    ...out,
    size: draw.size ?? (sum <= 64 ? 'small' : sum <= 80 ? 'medium' : 'large'),
    ...(pb === undefined ? {} : { pbOddEven: draw.pbOddEven ?? parity(pb), pbUnderOver: draw.pbUnderOver ?? (pb <= 4 ? 'under' : 'over') }),
  };
}
