// The columns of the betting history: time, game (vendor and game in the member's language), stake,
// win, result and the way to its detail.
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { formatServerTime, formatWon } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';
import { betResultOf as resultOf } from '@/lib/bet-state';
import type { BetRow } from './bet-row';
import { BetResultChip } from './BetResultChip';

export function betColumns(
  t: TFunction<'betting'>,
  language: string,
  groupName: (code: string | undefined) => string,
  /** The bet's vendor and game in the member's language (src/domain/betting/bet-names.ts). */
  game: (row: BetRow) => string,
  onDetail: (row: BetRow) => void,
): Column<BetRow>[] {
  return [
    {
      id: 'regDate',
      header: t('col.regDate'),
      cell: (r) => (r.regDate ? formatServerTime(r.regDate, language) : '-'),
      csv: (r) => r.regDate ?? '',
    },
    { id: 'group', header: t('col.group'), cell: (r) => groupName(r.gameType), csv: (r) => groupName(r.gameType) },
    {
      id: 'game',
      header: t('col.game'),
      cell: (r) => ((r.folderCount ?? 1) > 1 ? t('folders', { game: game(r), count: r.folderCount }) : game(r)),
      csv: game,
    },
    { id: 'cash', header: t('col.cash'), align: 'right', cell: (r) => formatWon(r.cash, language), csv: (r) => r.cash },
    { id: 'winCash', header: t('col.winCash'), align: 'right', cell: (r) => formatWon(r.winCash, language), csv: (r) => r.winCash },
    { id: 'result', header: t('col.result'), cell: (r) => <BetResultChip type={r.type} />, csv: (r) => t(`result.${resultOf(r.type)}`) },
    {
      id: 'detail',
      header: t('col.detail'),
      cell: (r) => (
        <Button size="small" variant="outlined" onClick={() => onDetail(r)} aria-label={t('detail.open', { id: r.betIdx })}>
          {t('detail.text')}
        </Button>
      ),
    },
  ];
}
