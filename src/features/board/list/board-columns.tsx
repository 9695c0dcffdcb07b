// The columns of the free board: number (a notice shows its kind instead), kind, title (a real link to
// the post, which opens in a new tab too, marked when bets are attached), writer, date, views and
// comments. The mobile cards leave the number out.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Layout } from '@forms/meta/types';
import { formatNumber } from '@forms/rules/format';
import type { BoardPlace } from '@/domain/board-posts/place';
import type { BoardRow } from '@/domain/board-posts/api/board-list';
import { timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import { boardReadPath } from '../board-paths';

const CATEGORY_COLOR = { notice: 'error', event: 'secondary', normal: 'default' } as const;

export function boardColumns(t: TFunction<'board'>, language: string, layout: Layout, place: BoardPlace): Column<BoardRow>[] {
  const count = (n: number | undefined) => formatNumber(n ?? 0, language);
  const columns: Column<BoardRow>[] = [
    { id: 'number', header: t('col.number'), cell: (p) => formatNumber(p.boardNum, language) },
    {
      id: 'category',
      header: t('col.category'),
      cell: (p) => {
        const color = CATEGORY_COLOR[p.category];
        return (
          <Chip
            size="small"
            variant="outlined"
            color={color}
            label={t(`category.${p.category}`)}
            sx={color === 'default' ? undefined : { color: `${color}.light` }}
          />
        );
      },
    },
    {
      id: 'title',
      header: t('col.title'),
      cell: (p) => (
        <Stack
          direction="row"
          component="span"
          sx={{ gap: 1, alignItems: 'center', justifyContent: layout === 'mobile' ? 'flex-end' : 'flex-start', flexWrap: 'wrap' }}
        >
          <Link
            component={RouterLink}
            to={boardReadPath(layout, p.boardIdx, place)}
            sx={{
              minWidth: '9em',
              whiteSpace: 'normal',
              wordBreak: 'keep-all',
              overflowWrap: 'anywhere',
              fontWeight: p.category === 'notice' ? 700 : 400,
            }}
          >
            {p.title}
          </Link>
          {(p.betCount ?? 0) > 0 && (
            <Chip
              size="small"
              color="primary"
              label={t('betMark')}
              role="img"
              aria-label={t('betMarkLabel', { count: p.betCount })}
              title={t('betMarkLabel', { count: p.betCount })}
            />
          )}
        </Stack>
      ),
    },
    { id: 'writer', header: t('col.writer'), cell: (p) => p.memNick ?? p.memId ?? '' },
    timeColumn('date', t('col.date'), (p) => p.regDate, { language }),
    { id: 'views', header: t('col.views'), align: 'right', cell: (p) => count(p.viewCount) },
    { id: 'comments', header: t('col.comments'), align: 'right', cell: (p) => count(p.commentCount) },
  ];
  return layout === 'mobile' ? columns.filter((c) => c.id !== 'number') : columns;
}
