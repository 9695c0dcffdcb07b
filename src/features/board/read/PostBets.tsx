// The bets a writer attached to a post.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetName } from '@/domain/betting/use-bet-name';
import { betRowColumns, type BetRow } from '../components/bet-row-columns';
import { BetRows } from '../components/BetRows';

export function PostBets({ bets }: { bets: readonly BetRow[] }) {
  const { t, i18n } = useTranslation(['board', 'betting']);
  const headingId = useId();
  const betName = useBetName(i18n.language);
  const columns = useMemo(() => betRowColumns(t, i18n.language, betName), [t, i18n.language, betName]);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('board:bets.title')}
      </Typography>
      <BetRows rows={bets} columns={columns} caption={t('board:bets.caption')} />
    </Stack>
  );
}
