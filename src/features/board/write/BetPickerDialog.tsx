// Picking bets to attach to a post: the member's bets of the last 30 days (/api/bet/betlist, by page,
// with the list's loading, error and empty states), each with a checkbox; at most `max` together.
// "Done" hands the choice back; "Cancel" leaves the attached bets as they were.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { PagedList } from '@/kit/paged-list/PagedList';
import { presetRange } from '@/kit/paged-list/date-range';
import { periodBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { type ListDescription } from '@/kit/paged-list/description';
import { useBetName } from '@/domain/betting/use-bet-name';
import { betRowColumns, type BetRow } from '../components/bet-row-columns';

interface Props {
  readonly open: boolean;
  readonly attached: readonly BetRow[];
  readonly max: number;
  readonly onDone: (bets: BetRow[]) => void;
  readonly onClose: () => void;
}

export function BetPickerDialog({ open, attached, max, onDone, onClose }: Props) {
  const { t } = useTranslation('board');
  const titleId = useId();
  const mobile = useLayout() === 'mobile';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={mobile} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('picker.title')}</DialogTitle>
      {/* mounted while open only: every opening starts from the bets attached so far, at page 1 */}
      {open ? <PickerBody attached={attached} max={max} onDone={onDone} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PickerBody({ attached, max, onDone, onClose }: Omit<Props, 'open'>) {
  const { t, i18n } = useTranslation(['board', 'betting']);
  const lang = i18n.language;
  const betName = useBetName(lang);
  const [picked, setPicked] = useState<BetRow[]>(() => [...attached]);
  // the page is the dialog's, not the address's: it starts again at page 1 each time it opens
  const list = useContractList('/api/bet/betlist', {
    state: 'local',
    range: presetRange('month'),
    body: (q) => ({ ...periodBody(q), oldYn: 'N' as const }),
  });
  const full = picked.length >= max;
  const toggle = (row: BetRow) =>
    setPicked((now) => (now.some((b) => b.betIdx === row.betIdx) ? now.filter((b) => b.betIdx !== row.betIdx) : [...now, row]));
  const columns = useMemo(() => betRowColumns(t, lang, betName), [t, lang, betName]);
  const description: ListDescription<BetRow> = {
    rowKey: (r) => r.betIdx,
    columns: [
      {
        id: 'pick',
        header: t('board:picker.col'),
        cell: (r) => {
          const checked = picked.some((b) => b.betIdx === r.betIdx);
          return (
            <Checkbox
              checked={checked}
              disabled={!checked && full}
              onChange={() => toggle(r)}
              slotProps={{ input: { 'aria-label': t('board:picker.pick', { id: r.betIdx }) } }}
            />
          );
        },
      },
      ...columns,
    ],
    empty: t('board:picker.empty'),
  };
  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" role="status" sx={{ mb: 2 }} color={full ? 'warning.main' : 'text.secondary'}>
          {t('board:picker.help', { max, count: picked.length })}
        </Typography>
        <PagedList
          caption={t('board:picker.caption')}
          description={description}
          query={list.read.query}
          rows={list.read.rows}
          pageInfo={list.read.pageInfo}
          page={list.state.page}
          onPage={list.setPage}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('board:picker.cancel')}</Button>
        <Button variant="contained" onClick={() => onDone(picked)}>
          {t('board:picker.done')}
        </Button>
      </DialogActions>
    </>
  );
}
