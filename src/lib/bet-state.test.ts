import { describe, expect, it } from 'vitest';
import { betResultOf } from './bet-state';

describe('betResultOf (win PASS, lose FAIL, draw TIE, wait WAIT, otherwise CANCEL)', () => {
  it.each([
    ['win', 'PASS'],
    ['lose', 'FAIL'],
    ['draw', 'TIE'],
    ['wait', 'WAIT'],
    ['bet', 'WAIT'],
    ['WIN', 'PASS'],
    ['cancel', 'CANCEL'],
    ['void', 'CANCEL'],
    ['', 'CANCEL'],
  ] as const)('%s → %s', (type, result) => expect(betResultOf(type)).toBe(result));
});
