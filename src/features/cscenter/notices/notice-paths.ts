// Where the notice screens live in each layout, and the list's page carried to a notice and back.
import type { Layout } from '@/components/layout';
import { readCookie, writeCookie } from '@/lib/cookies';

const LIST = { desktop: '/cscenter/notice/list', mobile: '/csMain/noticeList' } as const;
const READ = { desktop: '/cscenter/notice/read', mobile: '/csMain/notice/read' } as const;

/** Where the member is in the list: its page and search (the address's names, the contract's words). */
export interface NoticePlace {
  page: number;
  searchType?: string | undefined;
  searchText?: string | undefined;
}

const placeQuery = ({ page, searchType, searchText }: NoticePlace): string => {
  const query = new URLSearchParams();
  if (searchText) {
    if (searchType) query.set('searchType', searchType);
    query.set('searchText', searchText);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The list at a place (page 1 without a search has no query). */
export const noticeListPath = (layout: Layout, place: NoticePlace = { page: 1 }): string => `${LIST[layout]}${placeQuery(place)}`;

/** One notice; the list's place rides along so "back to the list" returns to it (also in a new tab). */
export const noticeReadPath = (layout: Layout, boardIdx: number, place: NoticePlace = { page: 1 }): string =>
  `${READ[layout]}/${boardIdx}${placeQuery(place)}`;

/** A post's number from the address, or null when the address names none. */
export const parseBoardIdx = (value: string | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** A page from the address, or null when it has none (or not a page). */
export const parsePage = (value: string | null | undefined): number | null =>
  value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : null;

// SPEC §9: the board list's place is kept in the `winner_boardList` cookie ("<boardType>:<page>").
const COOKIE = 'winner_boardList';
const COOKIE_AGE = 60 * 60 * 24; // a day

/** Remembers the page of the notice list the member was on. */
export const rememberNoticePage = (page: number): void => writeCookie(COOKIE, `notice:${page}`, COOKIE_AGE);

/** The notice list's remembered page (1 when none, or when the cookie is another board's). */
export function rememberedNoticePage(): number {
  const [board, page] = (readCookie(COOKIE) ?? '').split(':');
  return board === 'notice' ? (parsePage(page) ?? 1) : 1;
}
