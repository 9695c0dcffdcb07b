import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTokens, cssVar, tokens, type TokenName } from '@/components/ui/tokens';
import { theme } from '@/app/theme';

const root = path.resolve(import.meta.dirname, '../../..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('design tokens', () => {
  it('names each CSS variable after its token', () => {
    expect(cssVar('bg')).toBe('--w-bg');
    expect(cssVar('paperRaised')).toBe('--w-paper-raised');
    expect(cssVar('primaryContrast')).toBe('--w-primary-contrast');
  });

  it('puts every token on the element it is given', () => {
    const set = new Map<string, string>();
    applyTokens({ setProperty: (name: string, value: string) => set.set(name, value) } as unknown as CSSStyleDeclaration);
    for (const name of Object.keys(tokens) as TokenName[]) expect(set.get(cssVar(name))).toBe(tokens[name]);
  });

  it('every var(--w-…) in the stylesheets is a token (a typo would silently drop the style)', () => {
    const known = new Set((Object.keys(tokens) as TokenName[]).map(cssVar));
    const used = new Map<string, string>();
    for (const file of cssFiles(path.join(root, 'src')))
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/var\((--w-[a-z-]+)/g))
        used.set(match[1] ?? '', path.relative(root, file));
    expect(used.size).toBeGreaterThan(10);
    const unknown = [...used].filter(([name]) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('MUI’s theme is built from the same tokens as the light chrome', () => {
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe(tokens.primary);
    expect(theme.palette.secondary.main).toBe(tokens.secondary);
    expect(theme.palette.background.default).toBe(tokens.bg);
    expect(theme.palette.background.paper).toBe(tokens.paper);
    expect(theme.palette.error.main).toBe(tokens.error);
    expect(theme.typography.fontFamily).toBe(tokens.font);
  });
});
