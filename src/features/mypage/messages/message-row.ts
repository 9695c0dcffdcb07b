// A message of the message box, where its screens live in each layout, and the unread rule.
import type { Layout } from '@forms/meta/types';
import type { RowOf } from '@/kit/paged-list/use-paged-list';

export type MessageRow = RowOf<'/api/board/msgList'>;

/** An unread message cannot be deleted (docs/rules.md#states, M002). */
export const isUnread = (m: Pick<MessageRow, 'readYn'>): boolean => m.readYn !== 'Y';

const LIST = { desktop: '/mypage/message/list', mobile: '/msgMain/msg' } as const;
const READ = { desktop: '/mypage/message/read', mobile: '/msgMain/msgRead' } as const;

const pageQuery = (page: number) => (page > 1 ? `?page=${page}` : '');

/** The list at a page (page 1 has no query). */
export const messageListPath = (layout: Layout, page = 1): string => `${LIST[layout]}${pageQuery(page)}`;

/** One message; the list's page rides along so "back to the list" returns to it (also in a new tab). */
export const messageReadPath = (layout: Layout, msgIdx: number, page = 1): string => `${READ[layout]}/${msgIdx}${pageQuery(page)}`;
