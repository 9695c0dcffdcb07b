// The columns of the betting history: time, game (vendor and game in the member's language), stake,
// win, result and the way to its detail.
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { amountColumn, stateColumn, timeColumn } from '@/kit/paged-list/columns';
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
    timeColumn('regDate', t('col.regDate'), (r) => r.regDate, { language }),
    { id: 'group', header: t('col.group'), cell: (r) => groupName(r.gameType), csv: (r) => groupName(r.gameType) },
    {
      id: 'game',
      header: t('col.game'),
      cell: (r) => ((r.folderCount ?? 1) > 1 ? t('folders', { game: game(r), count: r.folderCount }) : game(r)),
      csv: game,
    },
    amountColumn('cash', t('col.cash'), (r) => r.cash, { language }),
    amountColumn('winCash', t('col.winCash'), (r) => r.winCash, { language }),
    stateColumn(
      'result',
      t('col.result'),
      (r) => r.type,
      (type) => t(`result.${resultOf(type)}`),
      { chip: (type) => <BetResultChip type={type} /> },
    ),
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
