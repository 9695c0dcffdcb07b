// The game's last draws (page 1 of its results): round, time and result, a page of rows at a time
// however many the answer holds.
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { formatServerTime } from '@/lib/format';
import { DrawView } from '@/domain/betting/mini/DrawView';
import { type MiniDraw, type MiniGameDescription } from '@/domain/betting/mini/games';
import { ListPager } from '@/kit/paged-list/ListPager';
import { useLocalPage } from '@/kit/paged-list/use-local-page';
import { useRecentDraws } from '../api/powerball-results';

export function RecentDraws({ game }: { game: MiniGameDescription }) {
  const { t } = useTranslation('minigames');
  const draws = useRecentDraws(game);
  return (
    <Box component="section" aria-labelledby="mini-recent" sx={{ minWidth: 0 }}>
      <Typography id="mini-recent" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('draw.recent')}
      </Typography>
      {draws.isError ? (
        <QueryError error={draws.error} onRetry={() => void draws.refetch()} />
      ) : !draws.data ? (
        <CircularProgress size={24} aria-label={t('draw.recent')} />
      ) : draws.data.list.length === 0 ? (
        <Typography color="text.secondary">{t('draw.empty')}</Typography>
      ) : (
        <DrawsTable game={game} draws={draws.data.list} />
      )}
    </Box>
  );
}

function DrawsTable({ game, draws }: { game: MiniGameDescription; draws: readonly MiniDraw[] }) {
  const { t, i18n } = useTranslation('minigames');
  const desktop = useLayout() === 'desktop';
  const page = useLocalPage(draws);
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('draw.caption', { game: t(`game.${game.id}`) })}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('draw.round')}</TableCell>
              {desktop ? <TableCell>{t('draw.date')}</TableCell> : null}
              <TableCell>{t('draw.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.rows.map((draw) => (
              <TableRow key={draw.round}>
                <TableCell>{draw.round}</TableCell>
                {desktop ? (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{draw.date ? formatServerTime(draw.date, i18n.language) : '-'}</TableCell>
                ) : null}
                <TableCell>
                  <DrawView draw={draw} kind={game.draw} compact />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <ListPager page={page.page} pages={page.pages} onPage={page.onPage} compact={!desktop} />
    </>
  );
}
