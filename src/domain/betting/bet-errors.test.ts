import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/api.json';
import ko from '../../../locales/ko/api.json';
import vi from '../../../locales/vi/api.json';
import { ApiError } from '@/api/errors';
import { BET_ERROR_CODES, betFailureOf } from './bet-errors';
import { oddsMovesOf } from './odds-change';

describe('bet errors', () => {
  it.each(BET_ERROR_CODES)('%s has its own message in ko, en and vi', (code) => {
    for (const messages of [ko, en, vi] as Record<string, string>[]) expect(messages[code]).toBeTruthy();
  });
  it('each code its own words', () =>
    expect(new Set(BET_ERROR_CODES.map((c) => (ko as Record<string, string>)[c])).size).toBe(BET_ERROR_CODES.length));
  it('B9999 waits 30 s, NT99 and TE99 5 s, ABZ01 2 min; others not at all', () => {
    expect(betFailureOf(new ApiError('B9999'))).toEqual({ code: 'B9999', waitSeconds: 30 });
    expect(betFailureOf(new ApiError('NT99')).waitSeconds).toBe(5);
    expect(betFailureOf(new ApiError('TE99')).waitSeconds).toBe(5);
    expect(betFailureOf(new ApiError('ABZ01')).waitSeconds).toBe(120);
    expect(betFailureOf(new ApiError('B6001'))).toEqual({ code: 'B6001', waitSeconds: 0 });
  });
  it('an unknown failure is the generic one', () => expect(betFailureOf(new Error('x')).code).toBe('RESPONSE_FAILED'));
});

describe('odds change', () => {
  it('says which way each price moved', () =>
    expect(
      oddsMovesOf({
        status: 'oddsChanged',
        changes: [
          { key: 'home', odds: 2.05, newOdds: 1.8 },
          { key: 'under', odds: 1.85, newOdds: 1.9 },
        ],
      }).map((m) => [m.key, m.direction]),
    ).toEqual([
      ['home', 'down'],
      ['under', 'up'],
    ]));
  it('an accepted bet moved nothing', () => expect(oddsMovesOf({ status: 'accepted', betIdx: 1 })).toEqual([]));
});
