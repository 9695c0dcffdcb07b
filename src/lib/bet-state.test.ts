import { describe, expect, it } from 'vitest';
import { betResultOf } from './bet-state';

describe('betResultOf (win PASS, lose FAIL, draw TIE, wait WAIT, bet BET, otherwise CANCEL)', () => {
  it.each([
    ['win', 'PASS'],
    ['lose', 'FAIL'],
    ['draw', 'TIE'],
    ['wait', 'WAIT'],
    ['bet', 'BET'],
    ['WIN', 'PASS'],
    ['cancel', 'CANCEL'],
    ['void', 'CANCEL'],
    ['', 'CANCEL'],
    // names an object carries of its own are values like any other
    ['constructor', 'CANCEL'],
    ['toString', 'CANCEL'],
    ['__proto__', 'CANCEL'],
    ['hasOwnProperty', 'CANCEL'],
  ] as const)('%s → %s', (type, result) => expect(betResultOf(type)).toBe(result));
});
