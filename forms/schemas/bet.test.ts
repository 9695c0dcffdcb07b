import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptPrice,
  addQuickAmount,
  checkStake,
  combinedOdds,
  createStakeSchema,
  maxStake,
  potentialWin,
  repriced,
  STAKE_QUICK_AMOUNTS,
  type OddsPolicy,
  toBetPayload,
} from './bet';

const RULES = { minBet: 5_000, maxBet: 1_000_000, maxWin: 3_000_000, balance: 500_000, odds: 1.95 };

describe('bet stake: whole won within the level limits, the cash held and the maximum win', () => {
  it('sends the stake as a number', () => expect(createStakeSchema(RULES).parse('10000')).toBe(10_000));
  it.each([
    ['', 'required'],
    ['1,000', 'numeric'],
    ['abc', 'numeric'],
    ['4999', 'min'],
    ['1000001', 'max'],
    ['500001', 'balance'],
  ])('refuses %j (%s)', (typed, problem) => expect(checkStake(typed, RULES)).toBe(problem));
  it('refuses a stake whose potential win is above the maximum win', () =>
    expect(checkStake('400000', { ...RULES, odds: 8 })).toBe('maxWin'));
  it('accepts the edges', () => {
    expect(checkStake('5000', RULES)).toBeNull();
    expect(checkStake('500000', RULES)).toBeNull();
  });
  it('does not check the balance while it is unknown', () => expect(checkStake('900000', { ...RULES, balance: null })).toBeNull());
  it('the member’s own stake limit: up to what it leaves (RG11 on the server)', () => {
    expect(checkStake('30000', { ...RULES, stakeLeft: 30_000 })).toBeNull();
    expect(checkStake('30001', { ...RULES, stakeLeft: 30_000 })).toBe('stakeLimit');
    expect(checkStake('5000', { ...RULES, stakeLeft: 0 })).toBe('stakeLimit');
    // the level's own minimum is said first
    expect(checkStake('1000', { ...RULES, stakeLeft: 30_000 })).toBe('min');
    expect(checkStake('900000', { ...RULES, stakeLeft: null })).toBe('balance');
  });
  it('a loss limit reached refuses any stake (RG12 on the server)', () => {
    expect(checkStake('5000', { ...RULES, lossReached: true })).toBe('lossLimit');
    expect(checkStake('5000', { ...RULES, lossReached: false })).toBeNull();
  });
});

describe('stake helpers', () => {
  it('offers 10,000 won first among the quick amounts', () => expect(STAKE_QUICK_AMOUNTS[0]).toBe(10_000));
  it('potential win is stake × odds, rounded down', () => {
    expect(potentialWin(10_000, 1.95)).toBe(19_500);
    expect(potentialWin(3_333, 1.95)).toBe(6_499);
    expect(potentialWin(Number.NaN, 1.95)).toBe(0);
  });
  it('max is the lesser of the level maximum and the balance', () => {
    expect(maxStake(RULES, 200_000)).toBe(200_000);
    expect(maxStake(RULES, 5_000_000)).toBe(1_000_000);
    expect(maxStake(RULES, null)).toBe(1_000_000);
    // and the member's own stake limit
    expect(maxStake(RULES, 200_000, 30_000)).toBe(30_000);
    expect(maxStake(RULES, 200_000, null)).toBe(200_000);
  });
  it('a quick amount adds to what is typed, never above the max', () => {
    expect(addQuickAmount(10_000, 50_000, 1_000_000)).toBe(60_000);
    expect(addQuickAmount(Number.NaN, 10_000, 1_000_000)).toBe(10_000);
    expect(addQuickAmount(990_000, 50_000, 1_000_000)).toBe(1_000_000);
  });
});

describe('bet payload', () => {
  it('names the game, the round, the stake, the picks and the policy', () =>
    expect(toBetPayload({ gameType: 'powerball', round: 1284, stake: 10_000, picks: [{ key: 'pb_odd', odds: 1.95 }] })).toEqual({
      gameType: 'powerball',
      round: 1284,
      betAmount: 10_000,
      selections: [{ key: 'pb_odd', odds: 1.95 }],
      oddsPolicy: 'none',
    }));
  it('multiplies the odds of a combined slip', () =>
    expect(
      combinedOdds([
        { key: 'a', odds: 1.5 },
        { key: 'b', odds: 2.1 },
      ]),
    ).toBe(3.15));
});

describe('a price move in a slip, by the odds-change setting (repriced, acceptPrice)', () => {
  const price = fc.integer({ min: 100, max: 5000 }).map((n) => n / 100);
  const policy = fc.constantFrom<OddsPolicy>('none', 'higher', 'any');

  it('takes a move the setting allows (marked), holds any other for the member, and one tap takes the held one', () => {
    fc.assert(
      fc.property(price, price, policy, (from, to, p) => {
        const next = repriced({ odds: from }, to, p);
        if (to === from) {
          expect(next).toEqual({ odds: from });
          return;
        }
        const takes = p === 'any' || (p === 'higher' && to > from);
        const moved = to > from ? 'up' : 'down';
        if (takes) expect(next).toEqual({ odds: to, moved });
        else {
          expect(next).toEqual({ odds: from, pendingOdds: to });
          expect(acceptPrice(next)).toEqual({ odds: to, moved });
        }
      }),
    );
  });

  it('the price sent already clears a waiting one; nothing waiting is accepted as it is', () => {
    expect(repriced({ odds: 1.95, pendingOdds: 1.8 }, 1.95, 'none')).toEqual({ odds: 1.95 });
    const same = { odds: 1.95 };
    expect(repriced(same, 1.95, 'any')).toBe(same);
    expect(acceptPrice(same)).toBe(same);
  });
});
