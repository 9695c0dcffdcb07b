import { describe, expect, it } from 'vitest';
import { loggedInFor } from './logged-in-for';

const MIN = 60_000;

describe('loggedInFor', () => {
  it('says hours and minutes in the member’s language, leaving out a zero part', () => {
    expect(loggedInFor(15 * MIN, 'ko')).toBe('15분');
    expect(loggedInFor(60 * MIN, 'ko')).toBe('1시간');
    expect(loggedInFor(65 * MIN + 59_000, 'ko')).toBe('1시간 5분');
    expect(loggedInFor(125 * MIN, 'en')).toBe('2 hours 5 minutes');
    expect(loggedInFor(MIN, 'en')).toBe('1 minute');
    expect(loggedInFor(90 * MIN, 'vi')).toBe('1 giờ 30 phút');
    expect(loggedInFor(-5_000, 'en')).toBe('0 minutes');
  });
});
