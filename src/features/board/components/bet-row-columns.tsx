// The columns a bet shows on the board (an attached bet, one to pick): its number, when, the game (in
// the member's language, as the betting history names it), the stake, the winnings and its state
// (the words of docs/rules.md#states from the betting namespace).
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { components } from '@/api/generated/schema';
import { formatServerTime } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import type { Column } from '@/kit/paged-list/description';
import { betResultOf } from '@/lib/bet-state';

export type BetRow = components['schemas']['BetRow'];

const RESULT_COLOR = { PASS: 'success', FAIL: 'error', TIE: 'info', WAIT: 'warning', BET: 'primary', CANCEL: 'default' } as const;

export function betRowColumns(
  t: TFunction<['board', 'betting']>,
  language: string,
  /** The bet's vendor and game in the member's language (src/domain/betting/use-bet-name.ts). */
  betName: (r: BetRow) => string,
): Column<BetRow>[] {
  const game = (r: BetRow) => {
    const name = betName(r);
    return (r.folderCount ?? 1) > 1 ? `${name} (${t('board:bets.folders', { count: r.folderCount })})` : name;
  };
  return [
    { id: 'betIdx', header: t('board:bets.number'), cell: (r) => String(r.betIdx) },
    { id: 'regDate', header: t('betting:col.regDate'), cell: (r) => (r.regDate ? formatServerTime(r.regDate, language) : '-') },
    { id: 'game', header: t('betting:col.game'), cell: game },
    { id: 'cash', header: t('betting:col.cash'), align: 'right', cell: (r) => formatWon(r.cash, language) },
    { id: 'winCash', header: t('betting:col.winCash'), align: 'right', cell: (r) => formatWon(r.winCash, language) },
    {
      id: 'result',
      header: t('betting:col.result'),
      cell: (r) => {
        const result = betResultOf(r.type);
        const color = RESULT_COLOR[result];
        // outlined in the lighter shade: readable on a card, a table and a dialog alike
        return (
          <Chip
            size="small"
            variant="outlined"
            color={color}
            label={t(`betting:result.${result}`)}
            sx={color === 'default' ? undefined : { color: `${color}.light` }}
          />
        );
      },
    },
  ];
}
