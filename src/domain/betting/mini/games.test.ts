import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeDraw, groupOptions, isMiniGame, miniGameOf, type MiniDraw } from './games';

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

describe('a draw made whole from its numbers (completeDraw)', () => {
  const FACTS = ['sum', 'oddEven', 'underOver', 'size', 'pbOddEven', 'pbUnderOver'] as const;
  const KINDS = { powerball: 'powerball', powerladder: 'ladder', speedkino: 'keno', kinoladder: 'ladder' } as const;

  it.each(Object.entries(KINDS))(
    "gives every %s row of the contract's results what the server says, from its numbers alone",
    (game, kind) => {
      const text = readFileSync(`openapi/components/examples/MiniResults_${game}.yaml`, 'utf8').replace(/^#.*\n/, '');
      const rows = (JSON.parse(text) as { value: { data: { list: MiniDraw[] } } }).value.data.list;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const bare: Record<string, unknown> = { ...row };
        for (const f of FACTS) delete bare[f];
        if (kind === 'ladder') delete bare['oddEven'];
        expect(completeDraw(bare as MiniDraw, kind)).toEqual(row);
      }
    },
  );

  it('keeps what the server says and fills only what is missing (any five balls and powerball)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 28 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 9 }),
        (balls, powerball) => {
          const whole = completeDraw({ round: 1, balls, powerball }, 'powerball');
          const sum = balls.reduce((a, b) => a + b, 0);
          expect(whole.sum).toBe(sum);
          expect(whole.oddEven).toBe(sum % 2 ? 'odd' : 'even');
          expect(whole.underOver).toBe(sum <= 72 ? 'under' : 'over');
          expect(whole.size).toBe(sum <= 64 ? 'small' : sum <= 80 ? 'medium' : 'large');
          expect(whole.pbUnderOver).toBe(powerball <= 4 ? 'under' : 'over');
          expect(completeDraw({ round: 1, balls, powerball, sum: 1, size: 'large' }, 'powerball')).toMatchObject({ sum: 1, size: 'large' });
        },
      ),
    );
  });
});
