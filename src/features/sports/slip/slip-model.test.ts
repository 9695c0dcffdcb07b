import { describe, expect, it } from 'vitest';
import {
  acceptPending,
  applyPrices,
  applyServerChanges,
  EMPTY_SLIP,
  setMode,
  slipHold,
  slipOdds,
  togglePick,
  type Fixture,
  type SlipPick,
} from './slip-model';

const pick = (fixtureId: string, key: string, odds: number, marketId = `${fixtureId}-wl`): SlipPick => ({
  fixtureId,
  marketId,
  key,
  odds,
  home: 'A',
  away: 'B',
  league: 'L',
  kind: 'winloose',
  line: null,
});

const fixture = (fixtureId: string, home: number, opts: { suspended?: boolean; status?: Fixture['status'] } = {}): Fixture => ({
  fixtureId,
  sport: 'soccer',
  league: 'L',
  home: 'A',
  away: 'B',
  startTime: '2026-11-24 19:00:00',
  status: opts.status ?? 'live',
  markets: [
    {
      marketId: `${fixtureId}-wl`,
      kind: 'winloose',
      line: null,
      ...(opts.suspended ? { suspended: true } : {}),
      odds: [
        { key: 'home', odds: home },
        { key: 'away', odds: 2 },
      ],
    },
  ],
});

describe('sports slip', () => {
  it('one pick per fixture; the same price again takes it out; a single slip holds one', () => {
    let s = togglePick(EMPTY_SLIP, pick('f1', 'home', 2), 10).state;
    s = togglePick(s, pick('f2', 'away', 1.5), 10).state;
    expect(s.picks.map((p) => p.fixtureId)).toEqual(['f1', 'f2']);
    s = togglePick(s, pick('f1', 'away', 2.1), 10).state;
    expect(s.picks.map((p) => `${p.fixtureId}:${p.key}`)).toEqual(['f2:away', 'f1:away']);
    s = togglePick(s, pick('f1', 'away', 2.1), 10).state;
    expect(s.picks).toHaveLength(1);
    expect(setMode(togglePick(s, pick('f3', 'home', 3), 10).state, 'single').picks.map((p) => p.fixtureId)).toEqual(['f3']);
  });

  it('refuses a fixture beyond the most a combined slip may hold', () => {
    const s = togglePick(EMPTY_SLIP, pick('f1', 'home', 2), 1).state;
    const result = togglePick(s, pick('f2', 'home', 2), 1);
    expect(result.tooMany).toBe(true);
    expect(result.state).toBe(s);
  });

  it('combined odds are the product, two decimals', () => {
    const s = { ...EMPTY_SLIP, picks: [pick('f1', 'home', 2.05), pick('f2', 'home', 1.85)] };
    expect(slipOdds(s)).toBe(3.79);
  });

  it('a live price move: none holds it for the member, higher takes rises only, any takes all', () => {
    const s = { ...EMPTY_SLIP, picks: [pick('f1', 'home', 2), pick('f2', 'home', 2)] };
    const moved = [fixture('f1', 2.2), fixture('f2', 1.8)];
    const none = applyPrices(s, moved, 'none');
    expect(none.picks.map((p) => [p.odds, p.pendingOdds])).toEqual([
      [2, 2.2],
      [2, 1.8],
    ]);
    expect(slipHold(none)).toBe('pending');
    const higher = applyPrices(s, moved, 'higher');
    expect(higher.picks.map((p) => [p.odds, p.pendingOdds, p.moved])).toEqual([
      [2.2, undefined, 'up'],
      [2, 1.8, undefined],
    ]);
    const any = applyPrices(s, moved, 'any');
    expect(any.picks.map((p) => [p.odds, p.moved])).toEqual([
      [2.2, 'up'],
      [1.8, 'down'],
    ]);
    expect(slipHold(any)).toBeNull();
    const accepted = acceptPending(none);
    expect(accepted.picks.map((p) => [p.odds, p.moved, p.pendingOdds])).toEqual([
      [2.2, 'up', undefined],
      [1.8, 'down', undefined],
    ]);
  });

  it('the same prices change nothing; a held market or fixture marks the pick', () => {
    const s = { ...EMPTY_SLIP, picks: [pick('f1', 'home', 2)] };
    expect(applyPrices(s, [fixture('f1', 2)], 'none')).toBe(s);
    expect(slipHold(applyPrices(s, [fixture('f1', 2, { suspended: true })], 'none'))).toBe('suspended');
    expect(slipHold(applyPrices(s, [fixture('f1', 2, { status: 'suspended' })], 'none'))).toBe('suspended');
  });

  it("the server's odds-changed answer reprices the moved picks by the setting, and the total with them", () => {
    const s = { ...EMPTY_SLIP, picks: [pick('f1', 'home', 2.32), pick('f2', 'under', 1.93, 'f2-uo')] };
    const changes = [
      { fixtureId: 'f1', marketId: 'f1-wl', key: 'home', odds: 2.32, newOdds: 2.1 },
      { fixtureId: 'f2', marketId: 'f2-uo', key: 'under', odds: 1.93, newOdds: 2.04 },
      { fixtureId: 'f9', marketId: 'f9-wl', key: 'home', odds: 2.05, newOdds: 1.8 }, // not in the slip: nothing to change
    ];
    const none = applyServerChanges(s, changes, 'none');
    expect(none.picks.map((p) => [p.odds, p.pendingOdds])).toEqual([
      [2.32, 2.1],
      [1.93, 2.04],
    ]);
    expect(slipHold(none)).toBe('pending');
    expect(slipOdds(acceptPending(none))).toBe(4.28);
    const higher = applyServerChanges(s, changes, 'higher');
    expect(higher.picks.map((p) => [p.odds, p.pendingOdds, p.moved])).toEqual([
      [2.32, 2.1, undefined],
      [2.04, undefined, 'up'],
    ]);
    const any = applyServerChanges(s, changes, 'any');
    expect(any.picks.map((p) => [p.odds, p.moved])).toEqual([
      [2.1, 'down'],
      [2.04, 'up'],
    ]);
    expect(slipOdds(any)).toBe(4.28);
    expect(slipHold(any)).toBeNull();
  });
});
