// Property tests (fast-check): no input ever makes a schema throw, and whatever a schema accepts
// satisfies the rule as docs/rules.md#validation words it. The oracles below are written from the text,
// not copied from the rules' regular expressions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleForms } from './gallery/samples';
import { accountHolderRule, bankAccountRule, memIdRule, nicknameRule, passwordRule, phoneRule, pinRule } from './rules/member';
import { createLoginSchema } from './schemas/login';
import { createPointConversionSchema } from './schemas/point-conversion';
import { createSignupSchema } from './schemas/signup';
import { createWithdrawalSchema } from './schemas/withdrawal';
import { isWithin, BANK_MAINTENANCE } from './rules/maintenance';

const RUNS = { numRuns: 300 };
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const isIn = (set: string) => (value: string) => [...value].every((ch) => set.includes(ch));
const length = (value: string) => [...value].length;

/** Strings made mostly of the characters a rule is about, at lengths around its bounds, plus anything. */
const near = (alphabet: string, maxLength = 24) =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom(...alphabet), maxLength }),
    fc.string({ unit: fc.constantFrom(...alphabet, ' ', '-', '_', '한', 'é', '!', '^', '😀'), maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
  );

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('no input makes a schema throw', () => {
  const forms = sampleForms({ captcha: { code: '1234', onRefresh: () => undefined } });
  for (const { spec } of forms) {
    it(`${spec.id}: arbitrary strings in every field`, () => {
      const names = Object.keys(spec.defaults);
      const record = fc.record(Object.fromEntries(names.map((name) => [name, fc.string({ unit: 'binary', maxLength: 40 })])));
      fc.assert(
        fc.property(record, (values) => void spec.schema.safeParse(values)),
        { numRuns: 100 },
      );
    });
    it(`${spec.id}: anything at all`, () => {
      fc.assert(
        fc.property(fc.anything(), (value) => void spec.schema.safeParse(value)),
        { numRuns: 50 },
      );
    });
  }
});

describe('accepted means the rule as written holds (and the reverse)', () => {
  it('id: 5-20 characters, each a letter, a digit or +', () => {
    const rule = (v: string) => length(v) >= 5 && length(v) <= 20 && isIn(LETTERS + DIGITS + '+')(v);
    fc.assert(
      fc.property(near(LETTERS + DIGITS + '+'), (v) => {
        expect(accepts(memIdRule(), v)).toBe(rule(v));
      }),
      RUNS,
    );
  });

  it('password: 6-20 characters, each a letter, a digit or one of !@#$%*', () => {
    const rule = (v: string) => length(v) >= 6 && length(v) <= 20 && isIn(LETTERS + DIGITS + '!@#$%*')(v);
    fc.assert(
      fc.property(near(LETTERS + DIGITS + '!@#$%*'), (v) => {
        expect(accepts(passwordRule(), v)).toBe(rule(v));
      }),
      RUNS,
    );
  });

  it('withdrawal PIN: exactly 4 digits', () => {
    const rule = (v: string) => length(v) === 4 && isIn(DIGITS)(v);
    fc.assert(
      fc.property(near(DIGITS, 6), (v) => {
        expect(accepts(pinRule(), v)).toBe(rule(v));
      }),
      RUNS,
    );
  });

  it('nickname: 2-20 characters a person sees once the ends are trimmed, none of them invisible', () => {
    const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const seen = (v: string) => [...graphemes.segment(v)].length;
    // a character that shows nothing (format, control, separator, private use, noncharacter, a Hangul
    // filler or another default-ignorable one but a variation selector, the braille blank, an odd space)
    const hidden = (v: string) =>
      /[\p{Cf}\p{Cc}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}\u2800]|(?!\p{Variation_Selector})\p{Default_Ignorable_Code_Point}|(?! )\p{Zs}/u.test(
        v,
      );
    // a mark with nothing under it, or more than three on one character
    const odd = (v: string) =>
      [...graphemes.segment(v)].some(({ segment }) => /^\p{M}/u.test(segment) || (segment.match(/\p{M}/gu)?.length ?? 0) > 3);
    const rule = (v: string) => !hidden(v.trim()) && !odd(v.trim()) && seen(v.trim()) >= 2 && seen(v.trim()) <= 20;
    fc.assert(
      fc.property(near('가나다ab '), (v) => {
        expect(accepts(nicknameRule(), v)).toBe(rule(v));
      }),
      RUNS,
    );
  });

  it('phone: 01x, then 3-4 digits, then 4 digits, with or without a dash between the groups', () => {
    const dropDash = (v: string) => (v.startsWith('-') ? v.slice(1) : v);
    const rule = (v: string) => {
      if (!['010', '011', '016', '017', '018', '019'].includes(v.slice(0, 3))) return false;
      const rest = dropDash(v.slice(3));
      return [3, 4].some((middle) => {
        const mid = rest.slice(0, middle);
        const tail = dropDash(rest.slice(middle));
        return mid.length === middle && isIn(DIGITS)(mid) && tail.length === 4 && isIn(DIGITS)(tail);
      });
    };
    const phones = fc.oneof(
      near(DIGITS + '-', 15),
      fc
        .tuple(
          fc.constantFrom('010', '011', '012', '016', '019', '02'),
          fc.constantFrom('', '-'),
          fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 2, maxLength: 5 }),
          fc.constantFrom('', '-', '--'),
          fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 3, maxLength: 5 }),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(phones, (v) => {
        expect(accepts(phoneRule(), v)).toBe(rule(v));
      }),
      RUNS,
    );
  });

  it('account number: one or more digits', () => {
    fc.assert(
      fc.property(near(DIGITS + '-'), (v) => {
        expect(accepts(bankAccountRule(), v)).toBe(v.length > 0 && isIn(DIGITS)(v));
      }),
      RUNS,
    );
  });

  it('account holder: letters only (words may be separated by one space)', () => {
    const isLetter = (ch: string) => /\p{L}|\p{M}/u.test(ch);
    const rule = (v: string) => {
      const words = v.trim().split(' ');
      return v.trim() !== '' && words.every((w) => w !== '' && [...w].every(isLetter));
    };
    fc.assert(
      fc.property(near('홍길동abcé 1'), (v) => {
        expect(accepts(accountHolderRule(), v)).toBe(rule(v));
      }),
      RUNS,
    );
  });

  it('signup: an accepted signup has matching passwords, a 4-digit PIN and every required field', () => {
    const schema = createSignupSchema();
    const signup = fc.record({
      memId: fc.constantFrom('tester01', 'abc', ''),
      memPass: fc.constantFrom('pass1234', 'pass12', ''),
      memPassCheck: fc.constantFrom('pass1234', 'pass12', ''),
      cashOutPass: fc.constantFrom('1234', '123', ''),
      memNick: fc.constantFrom('행운', '행', ''),
      memPhone: fc.constantFrom('010-1234-5678', '02-123-4567', ''),
      memPhoneVendor: fc.constantFrom('', 'SKT', 'ABC'),
      recommenderId: fc.constantFrom('partner01', ' ', ''),
      bank: fc.constantFrom('004', ''),
      memName: fc.constantFrom('홍길동', '홍1', ''),
      bankacc: fc.constantFrom('1234', '12-34', ''),
    });
    fc.assert(
      fc.property(signup, (v) => {
        const result = schema.safeParse(v);
        if (!result.success) return;
        const out = result.data;
        expect(out.memPass).toBe(out.memPassCheck);
        expect(out.cashOutPass).toMatch(/^\d{4}$/);
        for (const value of [out.memId, out.memNick, out.memPhone, out.bank, out.memName, out.bankacc, out.recommenderId])
          expect(value?.trim()).toBeTruthy();
      }),
      RUNS,
    );
  });

  it('login: accepted only with the shown code, 4 characters of 12345', () => {
    fc.assert(
      // typed: often exactly what is shown (none), else anything near it
      fc.property(
        fc.string({ unit: fc.constantFrom(...'123456'), minLength: 4, maxLength: 4 }),
        fc.option(near('12345', 6)),
        (shown, other) => {
          const typed = other ?? shown;
          const ok = accepts(createLoginSchema({ captcha: shown }), { memId: 'a', memPass: 'b', captcha: typed, otp: '' });
          expect(ok).toBe(typed === shown && length(typed) === 4 && isIn('12345')(typed));
        },
      ),
      RUNS,
    );
  });

  it('withdrawal: an accepted amount is a whole number from 1 to held money, outside maintenance', () => {
    fc.assert(
      fc.property(
        fc.nat(200_000),
        near(DIGITS + ',', 8),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
        (held, amount, now) => {
          const result = createWithdrawalSchema({ heldMoney: held, now: () => now }).safeParse({ amount, cashOutPass: '1234' });
          if (!result.success) return;
          expect(isIn(DIGITS)(amount)).toBe(true);
          expect(result.data.amount).toBe(Number(amount));
          expect(result.data.amount).toBeGreaterThanOrEqual(1);
          expect(result.data.amount).toBeLessThanOrEqual(held);
          expect(isWithin(now, BANK_MAINTENANCE)).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('point conversion: accepted exactly when 1,000 ≤ points ≤ remaining', () => {
    fc.assert(
      fc.property(fc.nat(50_000), fc.nat(60_000), (remaining, points) => {
        const ok = accepts(createPointConversionSchema({ remainingPoints: remaining }), { point: String(points) });
        expect(ok).toBe(points >= 1000 && points <= remaining);
      }),
      RUNS,
    );
  });
});
