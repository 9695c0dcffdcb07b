// The posts before and after the one read, as links that keep the list's place.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '@/api/generated/schema';
import { useLayout } from '@forms/renderer/layout-context';
import type { BoardPlace } from '@/domain/board-posts/place';
import { boardReadPath } from '../board-paths';

type Neighbour = components['schemas']['BoardNeighbour'] | null | undefined;

export function PostNeighbours({ prev, next, place }: { prev: Neighbour; next: Neighbour; place: BoardPlace }) {
  const { t } = useTranslation('board');
  const layout = useLayout();
  const line = (label: string, post: Neighbour) => (
    <Stack direction="row" component="li" sx={{ gap: 2, minWidth: 0 }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0, minWidth: '4.5em' }}>
        {label}
      </Typography>
      {post ? (
        <Link component={RouterLink} to={boardReadPath(layout, post.boardIdx, place)} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Link>
      ) : (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('read.none')}
        </Typography>
      )}
    </Stack>
  );
  return (
    <Stack component="ul" aria-label={t('read.neighbours')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {line(t('read.prev'), prev)}
      {line(t('read.next'), next)}
    </Stack>
  );
}
