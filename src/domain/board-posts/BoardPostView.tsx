// The frame of every board post screen (a notice, a free-board post, an inquiry): the post named by
// the address's :boardIdx read from its board, its title as the page's heading, and back to the list
// at the place it was opened from (the address's, else what winner_boardList remembers). An address
// naming no post says so without a call, as does a post the server does not have; loading shows a
// sized skeleton; a failed read shows its code's message with a retry. The screen gives the body.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { ContractData } from '@/api/contract';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@forms/renderer/layout-context';
import type { Layout } from '@forms/meta/types';
import { formatServerTime } from '@/lib/format';
import type { BoardRow, BoardType } from './api/board-list';
import { useBoardPost } from './api/board-detail';
import { parseBoardIdx, placeFromAddress, type BoardPlace } from './place';
import { ScreenFrame } from '@/kit/ScreenFrame';

/** A post's answer with the post known to be there. */
export type BoardPostData = ContractData<'/api/board/{boardType}/datail'> & { post: BoardRow };

export interface BoardPostWords {
  /** The heading while the post is not (yet) there. */
  title: string;
  loading: string;
  notFound: string;
  back: string;
}

interface Props {
  boardType: BoardType;
  /** The list's address at a place, in this layout. */
  listPath: (layout: Layout, place: BoardPlace) => string;
  words: BoardPostWords;
  /** Shown above the heading (e.g. the notice that a post was just written). */
  above?: ReactNode;
  /** The post's body, once read. */
  children: (data: BoardPostData, place: BoardPlace) => ReactNode;
}

export function BoardPostView({ boardType, listPath, words, above, children }: Props) {
  const layout = useLayout();
  const headingId = useId();
  const boardIdx = parseBoardIdx(useParams().boardIdx);
  const [params] = useSearchParams();
  const place = useMemo(() => placeFromAddress(boardType, params), [boardType, params]);
  const query = useBoardPost(boardType, boardIdx);
  const data = query.data;
  const post = data?.post;
  let body: ReactNode;
  if (boardIdx === null) body = <Alert severity="warning">{words.notFound}</Alert>;
  else if (query.isPending)
    body = (
      <Stack spacing={1} role="status" aria-label={words.loading}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rectangular" height={160} />
      </Stack>
    );
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!data || !post) body = <Alert severity="warning">{words.notFound}</Alert>;
  else body = children({ ...data, post }, place);
  return (
    <ScreenFrame labelledBy={headingId} as="article" spacing={2} busy={query.isFetching}>
      {above}
      <Typography
        id={headingId}
        component="h1"
        variant={layout === 'desktop' ? 'h5' : 'h6'}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {post?.title ?? words.title}
      </Typography>
      {body}
      <Divider />
      <Stack direction="row">
        <Button component={RouterLink} to={listPath(layout, place)} variant="contained">
          {words.back}
        </Button>
      </Stack>
    </ScreenFrame>
  );
}

/** When a post was written (the server's Seoul time), localized. */
export function PostTime({ regDate, language }: { regDate: string; language: string }) {
  return <time dateTime={regDate.replace(' ', 'T') + '+09:00'}>{formatServerTime(regDate, language)}</time>;
}
