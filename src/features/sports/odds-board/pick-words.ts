// A market and a pick in the member's language: win/lose (home, draw, away), handicap and over/under
// with their line, a special market by the server's own words.
import { useTranslation } from 'react-i18next';
import type { MarketKind } from '../slip/slip-model';

const PICK_KEYS = ['home', 'draw', 'away', 'under', 'over'] as const;
type PickKey = (typeof PICK_KEYS)[number];
const isPickKey = (key: string): key is PickKey => PICK_KEYS.some((k) => k === key);

/** A line as bettors write it: +1.5 / -1.5 for a handicap, 2.5 for a total. */
export const lineText = (kind: MarketKind, line: number | null | undefined): string =>
  line === null || line === undefined ? '' : kind === 'handy' && line > 0 ? `+${line}` : String(line);

export function usePickWords() {
  const { t } = useTranslation('sportsbook');
  return {
    market: (m: { kind: MarketKind; line?: number | null; name?: string }) =>
      m.kind === 'special' ? (m.name ?? t('market.special')) : t(`market.${m.kind}`, { line: lineText(m.kind, m.line) }),
    pick: (p: { key: string; label?: string }) => p.label ?? (isPickKey(p.key) ? t(`pick.${p.key}`) : p.key),
  };
}
