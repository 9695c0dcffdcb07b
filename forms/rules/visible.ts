// Names other people read (ids, nicknames, account holders, depositor names): only characters a
// person sees, counted as a person counts them. One rule for every such field (`visibleName`,
// `refuseInvisible`), so a nickname of two zero-width spaces does not pass the 2-character rule and
// U+202E (right-to-left override) cannot turn a name around in a grid or a board.
import { z } from 'zod';

/** The message for a name with a character nobody sees (forms.json `field.text.invisible`). */
export const INVISIBLE_MESSAGE = 'forms.field.text.invisible';

/**
 * Characters refused in a name:
 * - controls (Cc: tab, line feed, NUL…), format characters (Cf: zero-width space U+200B, zero-width
 *   (non-)joiner, word joiner, BOM, soft hyphen, the bidi marks, embeddings, overrides and isolates
 *   U+200E/F, U+202A-E, U+2066-9, U+061C, tag characters), line and paragraph separators (Zl, Zp),
 *   lone surrogates (Cs), private-use (Co) and noncharacters;
 * - the other default-ignorable code points, which render as nothing: the Hangul fillers U+115F,
 *   U+1160, U+3164, U+FFA0 (letters to Unicode, blank on screen), the combining grapheme joiner…
 *   except the variation selectors, which only choose how the character before them looks (❤️);
 * - the braille blank U+2800, and every space but the plain one (U+0020): U+3000, no-break spaces…
 *   look like a space or like nothing and only serve to copy another member's name.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}\u2800]|(?!\p{Variation_Selector})\p{Default_Ignorable_Code_Point}|(?! )\p{Zs}/u;

/** A character drawn on the one before it (accents, vowel signs, ❤️'s variation selector). */
const MARK = /\p{M}/gu;
/** Marks one character may carry: Vietnamese stacks two (ệ = e + ̣ + ̂), a keycap two; more is "Zalgo". */
const MAX_MARKS = 3;

let segmenter: Intl.Segmenter | undefined;
/** The characters a person sees (grapheme clusters): 한, é written as e + ́, 👍🏽 and 1️⃣ are one each. */
export const graphemes = (value: string): string[] => {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(value), (s) => s.segment);
};

/** Length as a person counts it: visible characters (graphemes), not code points or UTF-16 units. */
export const visibleLength = (value: string): number => graphemes(value).length;

/**
 * Whether every character of the value is one a person sees: no invisible, control or direction
 * character, and no mark standing alone (on nothing) or stacked more than MAX_MARKS high.
 */
export const isVisibleText = (value: string): boolean =>
  !INVISIBLE.test(value) &&
  graphemes(value).every((g) => {
    const marks = g.match(MARK)?.length ?? 0;
    return marks <= MAX_MARKS && !/^\p{M}/u.test(g);
  });

/** The refinement every name field carries (after its required check, before its format). */
export const refuseInvisible = <T extends z.ZodType<string>>(schema: T) => schema.refine(isVisibleText, INVISIBLE_MESSAGE);

/**
 * A name typed by a person: trimmed at the ends, required (its own message), only visible
 * characters, and when a length is given, that many visible characters (graphemes).
 */
export const visibleName = (required: string, length?: { readonly min?: number; readonly max: number; readonly message: string }) => {
  const name = refuseInvisible(z.string().trim().min(1, required));
  if (!length) return name;
  const { min = 1, max, message } = length;
  return name.refine((v) => v === '' || (visibleLength(v) >= min && visibleLength(v) <= max), message);
};
