// The game's last draws (page 1 of its results): round, time and result.
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
import { DrawView, type MiniGameDescription } from '@/resources/betting/mini';
import { useRecentDraws } from '../api/rounds';

export function RecentDraws({ game }: { game: MiniGameDescription }) {
  const { t, i18n } = useTranslation('minigames');
  const draws = useRecentDraws(game);
  const desktop = useLayout() === 'desktop';
  const name = t(`game.${game.id}`);
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
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('draw.caption', { game: name })}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('draw.round')}</TableCell>
                {desktop ? <TableCell>{t('draw.date')}</TableCell> : null}
                <TableCell>{t('draw.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {draws.data.list.map((draw) => (
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
      )}
    </Box>
  );
}
