// Where the 1:1 inquiry screens live in each layout.
import type { Layout } from '@forms/meta/types';
import { boardRoutes } from '@/domain/board-posts/place';

export const { listPath: qnaListPath, readPath: qnaReadPath } = boardRoutes(
  { desktop: '/cscenter/qna/list', mobile: '/csMain/qnaList' },
  { desktop: '/cscenter/qna/read', mobile: '/csMain/qna/read' },
);

const WRITE: Readonly<Record<Layout, string>> = { desktop: '/cscenter/qna/write', mobile: '/csMain/qnaWrite' };

export const qnaWritePath = (layout: Layout): string => WRITE[layout];

/** What the write screen tells the list it goes to: a completion notice. */
export interface WrittenState {
  readonly written?: boolean;
}
