// The bets going with a new post (at most `max`, picked from the betting history), each with a way to
// take it out again, and the button that opens the picker.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/kit/paged-list/description';
import { useBetName } from '@/domain/betting/use-bet-name';
import { betRowColumns, type BetRow } from '../components/bet-row-columns';
import { BetRows } from '../components/BetRows';
import { BetPickerDialog } from './BetPickerDialog';

export function AttachedBets({ bets, max, onChange }: { bets: readonly BetRow[]; max: number; onChange: (bets: BetRow[]) => void }) {
  const { t, i18n } = useTranslation(['board', 'betting']);
  const headingId = useId();
  const [picking, setPicking] = useState(false);
  const betName = useBetName(i18n.language);
  const columns = useMemo<Column<BetRow>[]>(
    () => [
      ...betRowColumns(t, i18n.language, betName),
      {
        id: 'remove',
        header: t('board:writePage.betsRemoveText'),
        cell: (r) => (
          <Button
            size="small"
            variant="outlined"
            aria-label={t('board:writePage.betsRemove', { id: r.betIdx })}
            onClick={() => onChange(bets.filter((b) => b.betIdx !== r.betIdx))}
          >
            {t('board:writePage.betsRemoveText')}
          </Button>
        ),
      },
    ],
    [t, i18n.language, betName, bets, onChange],
  );
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('board:writePage.bets')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('board:writePage.betsHelp', { max })}
      </Typography>
      {bets.length === 0 ? (
        <Typography variant="body2">{t('board:writePage.betsNone')}</Typography>
      ) : (
        <BetRows rows={bets} columns={columns} caption={t('board:writePage.bets')} />
      )}
      <Stack direction="row">
        <Button variant="outlined" onClick={() => setPicking(true)}>
          {t('board:writePage.betsPick')}
        </Button>
      </Stack>
      <BetPickerDialog
        open={picking}
        attached={bets}
        max={max}
        onClose={() => setPicking(false)}
        onDone={(picked) => {
          setPicking(false);
          onChange(picked);
        }}
      />
    </Stack>
  );
}
