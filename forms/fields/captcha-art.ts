// The drawing of a captcha code: the same code always gives the same picture (stable tests, no flicker).

/** A small seeded generator (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CaptchaArt {
  readonly glyphs: readonly { readonly char: string; readonly x: number; readonly y: number; readonly rotate: number }[];
  readonly lines: readonly { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number }[];
  readonly dots: readonly { readonly cx: number; readonly cy: number }[];
}

export const CAPTCHA_SIZE = { width: 120, height: 44 } as const;

export function captchaArt(code: string): CaptchaArt {
  const random = seeded([...code].reduce((seed, ch) => seed * 31 + ch.charCodeAt(0), 7));
  const { width, height } = CAPTCHA_SIZE;
  const step = width / (code.length + 1);
  return {
    glyphs: [...code].map((char, i) => ({
      char,
      x: step * (i + 1),
      y: height / 2 + 8 + (random() - 0.5) * 8,
      rotate: (random() - 0.5) * 40,
    })),
    lines: Array.from({ length: 5 }, () => ({ x1: random() * width, y1: random() * height, x2: random() * width, y2: random() * height })),
    dots: Array.from({ length: 24 }, () => ({ cx: random() * width, cy: random() * height })),
  };
}
