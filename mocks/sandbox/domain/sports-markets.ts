// A sports market's words (how a bet's folders name it and its pick) and its rule (what won it, by
// the betting guide: win/draw/lose on the final score; a handicap or total tie on the line is void at
// 1.00), read by the settlement (domain/sports-settle.ts), the results and the seed.
import type { FixtureResult, FixtureRow, MarketRow } from './sports';

const lineText = (kind: MarketRow['kind'], line: number | null): string =>
  line === null ? '' : kind === 'handy' && line > 0 ? `+${line}` : String(line);

export function marketWords(m: Pick<MarketRow, 'kind' | 'line' | 'name' | 'odds'>): string {
  switch (m.kind) {
    case 'winloose':
      return m.odds.some((o) => o.key === 'draw') ? '승무패' : '승패';
    case 'handy':
      return `핸디캡 ${lineText(m.kind, m.line)}`;
    case 'underover':
      return `언더/오버 ${lineText(m.kind, m.line)}`;
    case 'special':
      return m.name ?? '스페셜';
  }
}

export function pickWords(f: Pick<FixtureRow, 'home' | 'away'>, m: Pick<MarketRow, 'kind' | 'odds'>, key: string): string {
  if (m.kind === 'special') return m.odds.find((o) => o.key === key)?.label ?? key;
  const words: Record<string, string> = { home: f.home, away: f.away, draw: '무승부', under: '언더', over: '오버' };
  return words[key] ?? key;
}

// ── Settlement rules ─────────────────────────────────────────────────────────────────────────────

export type PickResult = 'win' | 'lose' | 'draw';

/** What won a market, by the betting guide; 'void' when the market settles at 1.00 (a tie on the line). */
export function winningKey(m: Pick<MarketRow, 'kind' | 'line' | 'code' | 'odds'>, r: Required<FixtureResult>): string | 'void' {
  const cmp = (a: number, b: number, up: string, down: string, tie: string) => (a > b ? up : a < b ? down : tie);
  switch (m.kind) {
    case 'winloose':
      return cmp(r.home, r.away, 'home', 'away', m.odds.some((o) => o.key === 'draw') ? 'draw' : 'void');
    case 'handy':
      return cmp(r.home + (m.line ?? 0), r.away, 'home', 'away', 'void');
    case 'underover':
      return cmp(r.home + r.away, m.line ?? 0, 'over', 'under', 'void');
    case 'special':
      if (m.code === 'first') return r.first;
      if (m.code === 'btts') return r.home > 0 && r.away > 0 ? 'yes' : 'no';
      if (m.code === 'half') return cmp(r.htHome, r.htAway, 'home', 'away', 'draw');
      return 'void';
  }
}

export function pickResult(m: Pick<MarketRow, 'kind' | 'line' | 'code' | 'odds'>, key: string, r: Required<FixtureResult>): PickResult {
  const won = winningKey(m, r);
  return won === 'void' ? 'draw' : won === key ? 'win' : 'lose';
}
