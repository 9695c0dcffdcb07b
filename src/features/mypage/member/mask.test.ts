import { describe, expect, it } from 'vitest';
import { maskAccount, maskPhone } from './mask';

describe("masking the member's numbers", () => {
  it.each([
    ['010-1234-5678', '010-****-5678'],
    ['010-123-5678', '010-***-5678'],
    ['01012345678', '010****5678'],
    ['1234', '1234'],
    ['123456', '**3456'],
  ])('phone %j → %j', (phone, shown) => expect(maskPhone(phone)).toBe(shown));
  it.each([
    ['12345678901234', '**********1234'],
    ['123-456-7890', '***-***-7890'],
    ['123', '123'],
    ['', ''],
  ])('account %j → %j', (account, shown) => expect(maskAccount(account)).toBe(shown));
});
