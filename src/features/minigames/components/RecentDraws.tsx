// The game's last draws (page 1 of its results): round, time and result, a page of rows at a time
// however many the answer holds; its loading (the small spinner) and error with retry through QueryState.
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { formatServerTime } from '@/lib/format';
import { DrawView } from '@/domain/betting/mini/DrawView';
import { type MiniDraw, type MiniGameDescription } from '@/domain/betting/mini/games';
import { ListPager } from '@/kit/paged-list/ListPager';
import { QueryState } from '@/kit/QueryState';
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
      <QueryState query={draws} loadingLabel={t('draw.recent')} skeleton={<CircularProgress size={24} />}>
        {(data) =>
          data.list.length === 0 ? (
            <Typography color="text.secondary">{t('draw.empty')}</Typography>
          ) : (
            <DrawsTable game={game} draws={data.list} />
          )
        }
      </QueryState>
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
