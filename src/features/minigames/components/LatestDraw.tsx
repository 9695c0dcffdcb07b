// The draw just made: the one pushed while the screen is open, or else the last one read.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DrawView } from '@/domain/betting/mini/DrawView';
import { type DrawKind, type MiniDraw } from '@/domain/betting/mini/games';

export function LatestDraw({ draw, kind }: { draw: MiniDraw | null; kind: DrawKind }) {
  const { t } = useTranslation('minigames');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mini-latest" aria-live="polite" sx={{ p: 2 }}>
      <Typography id="mini-latest" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {draw ? `${t('draw.latest')} · ${t('draw.latestName', { round: draw.round })}` : t('draw.latest')}
      </Typography>
      {draw ? <DrawView draw={draw} kind={kind} /> : <Typography color="text.secondary">{t('draw.waiting')}</Typography>}
    </Paper>
  );
}
