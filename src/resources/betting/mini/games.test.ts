import { describe, expect, it } from 'vitest';
import { groupOptions, isMiniGame, miniGameOf } from './games';

describe('mini games', () => {
  it('knows the four games', () => {
    expect(isMiniGame('speedkino')).toBe(true);
    expect(isMiniGame('baccarat')).toBe(false);
  });
  it('groups options in the game order, an unknown group last', () => {
    const groups = groupOptions(miniGameOf('powerball'), [
      { key: 'nb_odd', group: 'nb_oddeven', odds: 1.95 },
      { key: 'x', group: 'new', odds: 3 },
      { key: 'pb_odd', group: 'pb_oddeven', odds: 1.95 },
      { key: 'pb_even', group: 'pb_oddeven', odds: 1.95 },
    ]);
    expect(groups.map((g) => [g.group, g.options.length])).toEqual([
      ['pb_oddeven', 2],
      ['nb_oddeven', 1],
      ['new', 1],
    ]);
  });
});
