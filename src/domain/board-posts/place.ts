// Where a member is in a board list (page and search), carried in the address from the list to a
// post and back, and remembered in the winner_boardList cookie (docs/rules.md#constants) so "back to the list"
// returns to the page even from a post opened on its own.
import type { Layout } from '@forms/meta/types';
import { readCookie, writeCookie } from '@/lib/cookies';
import type { BoardType } from './api/board-list';

/** Where the member is in a list: its page and search (the address's names, the contract's words). */
export interface BoardPlace {
  page: number;
  searchType?: string | undefined;
  searchText?: string | undefined;
  /** A list's kind filter (the free board's tabs). */
  category?: string | undefined;
}

const placeQuery = ({ page, searchType, searchText, category }: BoardPlace): string => {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (searchText) {
    if (searchType) query.set('searchType', searchType);
    query.set('searchText', searchText);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** A post's number from the address, or null when the address names none. */
export const parseBoardIdx = (value: string | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** A page from the address, or null when it has none (or not a page). */
export const parsePage = (value: string | null | undefined): number | null =>
  value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : null;

// docs/rules.md#constants: the board list's place is kept in the `winner_boardList` cookie ("<boardType>:<page>", and
// ":<category>" after it when a list's tab is chosen).
const COOKIE = 'winner_boardList';
const COOKIE_AGE = 60 * 60 * 24; // a day

/** Remembers the page (and the tab, when one is chosen) of a board's list the member was on. */
export const rememberBoardPage = (boardType: BoardType, page: number, category?: string): void =>
  writeCookie(COOKIE, `${boardType}:${page}${category ? `:${category}` : ''}`, COOKIE_AGE);

const remembered = (boardType: BoardType): { page: number; category?: string } => {
  const [board, page, category] = (readCookie(COOKIE) ?? '').split(':');
  return board === boardType ? { page: parsePage(page) ?? 1, ...(category && { category }) } : { page: 1 };
};

/** A board list's remembered page (1 when none, or when the cookie is another board's). */
export const rememberedBoardPage = (boardType: BoardType): number => remembered(boardType).page;

type ByLayout = Readonly<Record<Layout, string>>;

/** The addresses of one board's screens in both layouts. */
export function boardRoutes(list: ByLayout, read: ByLayout) {
  return {
    /** The list at a place (page 1 without a search has no query). */
    listPath: (layout: Layout, place: BoardPlace = { page: 1 }): string => `${list[layout]}${placeQuery(place)}`,
    /** One post; the list's place rides along so "back to the list" returns to it (also in a new tab). */
    readPath: (layout: Layout, boardIdx: number, place: BoardPlace = { page: 1 }): string =>
      `${read[layout]}/${boardIdx}${placeQuery(place)}`,
  };
}

/** The list a post's "back" goes to: the address's place, else (no search) the remembered page. */
export function placeFromAddress(boardType: BoardType, params: URLSearchParams): BoardPlace {
  const searchType = params.get('searchType') ?? undefined;
  const searchText = params.get('searchText') ?? undefined;
  const category = params.get('category') ?? undefined;
  // nothing of the list in the address (a post opened on its own): the remembered page and tab
  if (!searchText && !category && parsePage(params.get('page')) === null) return { ...remembered(boardType), searchType, searchText };
  const page = parsePage(params.get('page')) ?? 1;
  return { page, searchType, searchText, ...(category && { category }) };
}
