// Names other people read: nothing invisible, no control or direction character, lengths in the
// characters a person sees (graphemes). The oracles are written from Unicode's categories, not
// copied from the rule's regular expression.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDepositSchema } from '../schemas/deposit';
import { createCouponGiftSchema } from '../schemas/coupon-gift';
import { accountHolderRule, memIdRule, nicknameRule, recommenderIdRule } from './member';
import { MEMBER_MESSAGES as M } from './messages';
import { INVISIBLE_MESSAGE, isVisibleText, visibleLength } from './visible';

const messageOf = (rule: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, v: string) =>
  rule.safeParse(v).error?.issues[0]?.message;

/** Characters nobody sees or that turn text around, by name. */
const INVISIBLES = {
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  BOM: '\uFEFF',
  'soft hyphen': '\u00AD',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'Arabic letter mark': '\u061C',
  'left-to-right embedding': '\u202A',
  'right-to-left embedding': '\u202B',
  'pop directional formatting': '\u202C',
  'left-to-right override': '\u202D',
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'right-to-left isolate': '\u2067',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'Hangul filler': '\u3164',
  'Hangul choseong filler': '\u115F',
  'Hangul jungseong filler': '\u1160',
  'halfwidth Hangul filler': '\uFFA0',
  'braille blank': '\u2800',
  'ideographic space': '\u3000',
  'no-break space': '\u00A0',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  tab: '\t',
  'line feed': '\n',
  NUL: '\u0000',
  DEL: '\u007F',
  'tag letter': '\u{E0041}',
  'private use': '\uE000',
  'lone surrogate': '\uD800',
} as const;

const NAMES = Object.entries(INVISIBLES);

describe('a nickname counts the characters a person sees', () => {
  const rule = nicknameRule();
  it('two zero-width spaces are not a 2-character nickname', () => {
    expect(messageOf(rule, '\u200B\u200B')).toBe(INVISIBLE_MESSAGE);
    expect(messageOf(rule, 'a\u200B')).toBe(INVISIBLE_MESSAGE);
    expect(messageOf(rule, '\u3164\u3164')).toBe(INVISIBLE_MESSAGE);
  });
  it.each(NAMES)('refuses a nickname with a %s in it', (_, ch) => {
    expect(messageOf(rule, `행운${ch}의별`)).toBe(INVISIBLE_MESSAGE);
    expect(messageOf(rule, `a${ch}${ch}b`)).toBe(INVISIBLE_MESSAGE);
    // at the ends: trimmed away when the language calls it white space, refused otherwise
    expect([INVISIBLE_MESSAGE, M.memNick.required]).toContain(messageOf(rule, `${ch}${ch}`));
  });
  it('U+202E cannot turn a name around', () => expect(messageOf(rule, 'admin\u202Enimda')).toBe(INVISIBLE_MESSAGE));
  it('counts graphemes: e + combining accent is one, a skin-toned thumb is one, a keycap is one', () => {
    expect(visibleLength('e\u0301')).toBe(1);
    expect(messageOf(rule, 'e\u0301')).toBe(M.memNick.format); // one character a person sees: too short
    expect(messageOf(rule, 'e\u0301e\u0301')).toBeUndefined();
    expect(messageOf(rule, '👍🏽')).toBe(M.memNick.format);
    expect(messageOf(rule, '1️⃣2️⃣')).toBeUndefined();
    expect(messageOf(rule, '❤️❤️')).toBeUndefined(); // a variation selector is part of the heart
    expect(messageOf(rule, '👍🏽'.repeat(20))).toBeUndefined();
    expect(messageOf(rule, '👍🏽'.repeat(21))).toBe(M.memNick.format);
    // Vietnamese written decomposed: ệ = e + dot below + circumflex
    expect(messageOf(rule, 'Vie\u0323\u0302t')).toBeUndefined();
  });
  it('refuses a mark on nothing and marks stacked past reading ("Zalgo")', () => {
    expect(messageOf(rule, '\u0301\u0301ab')).toBe(INVISIBLE_MESSAGE);
    expect(messageOf(rule, `a${'\u0301'.repeat(8)}b`)).toBe(INVISIBLE_MESSAGE);
  });
  it('ordinary nicknames still pass, plain spaces inside too', () => {
    for (const v of ['행운의별', 'Lucky Star', 'Nguyễn', '😀😀', 'ab']) expect(messageOf(rule, v), v).toBeUndefined();
  });
});

describe('every id and name field refuses them with the same message', () => {
  const deposit = createDepositSchema();
  const depositName = (name: string) =>
    deposit.safeParse({ amount: '10000', depositName: name, bonusYn: 'N' }).error?.issues.find((i) => i.path[0] === 'depositName')?.message;
  const couponTarget = (id: string) =>
    createCouponGiftSchema()
      .safeParse({ couponIdx: '1', targetId: id })
      .error?.issues.find((i) => i.path[0] === 'targetId')?.message;
  it.each(NAMES)('%s', (_, ch) => {
    expect(messageOf(memIdRule(), `user${ch}01`)).toBe(INVISIBLE_MESSAGE);
    expect(messageOf(recommenderIdRule(), `partner${ch}01`)).toBe(INVISIBLE_MESSAGE);
    expect(messageOf(accountHolderRule(), `홍${ch}길동`)).toBe(INVISIBLE_MESSAGE);
    expect(depositName(`홍${ch}길동`)).toBe(INVISIBLE_MESSAGE);
    expect(couponTarget(`user${ch}01`)).toBe(INVISIBLE_MESSAGE);
  });
  it('the ordinary values still pass', () => {
    expect(messageOf(memIdRule(), 'user01')).toBeUndefined();
    expect(messageOf(accountHolderRule(), 'Nguyễn Văn An')).toBeUndefined();
    expect(depositName('홍길동')).toBeUndefined();
    expect(couponTarget('user01')).toBeUndefined();
  });
});

describe('properties', () => {
  /** Format (Cf), control (Cc), separators (Zl, Zp) and the bidi controls, from Unicode's own categories. */
  const hidden = (ch: string) => /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u.test(ch);
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const seen = (v: string) => [...segmenter.segment(v)].length;
  const units = [...Object.values(INVISIBLES), '가', '나', 'a', 'b', ' ', 'é', 'e', '\u0301', '😀', '👍', '🏽', '\uFE0F', '1'];
  const nicknames = fc.oneof(
    fc.string({ unit: fc.constantFrom(...units), maxLength: 26 }),
    fc.string({ unit: 'grapheme', maxLength: 24 }),
    fc.string({ unit: 'binary', maxLength: 24 }),
  );

  it('no accepted nickname contains a format, control or bidi character, and its length is 2-20 visible graphemes', () => {
    fc.assert(
      fc.property(nicknames, (v) => {
        const result = nicknameRule().safeParse(v);
        if (!result.success) return;
        expect([...result.data].some(hidden)).toBe(false);
        expect(seen(result.data)).toBeGreaterThanOrEqual(2);
        expect(seen(result.data)).toBeLessThanOrEqual(20);
      }),
      { numRuns: 1000 },
    );
  });

  it('a nickname of visible characters is accepted exactly when it has 2-20 graphemes', () => {
    const visible = fc.string({ unit: fc.constantFrom('가', 'a', 'é', 'e\u0301', '😀', '👍🏽', '1️⃣', ' '), maxLength: 24 });
    fc.assert(
      fc.property(visible, (v) => {
        const trimmed = v.trim();
        expect(nicknameRule().safeParse(v).success).toBe(seen(trimmed) >= 2 && seen(trimmed) <= 20);
      }),
      { numRuns: 500 },
    );
  });

  it('any text with a hidden character is refused as invisible', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 8 }),
        fc.constantFrom(...Object.values(INVISIBLES)),
        fc.nat(8),
        (text, ch, at) => {
          const i = Math.min(at, text.length);
          expect(isVisibleText(text.slice(0, i) + ch + text.slice(i))).toBe(false);
        },
      ),
    );
  });
});
