// board operations, from state: a board's list (paging, search, the free board's tabs), one post
// (its views count up, its neighbours, comments, an inquiry's answer), writing a post or an
// inquiry, and comments. A member sees only their own inquiries; the writer is the session's member.
// Also the main page: its notices (mainNoticeList: the site's pinned notices and events) and its
// boards (mainBoards: the games, rankings and jackpot, domain/games-boards.ts; the best withdrawals,
// domain/main-boards.ts).
import {
  boardPage,
  commentablePost,
  isInquiryBoard,
  mainNotices,
  MEMBER_BOARDS,
  readPost,
  writeComment,
  writePost,
  type BoardType,
} from '../domain/board';
import { BOARD_BETS_MAX } from '../../../forms/schemas/board';
import { escapeHtml } from '../html';
import { betRowsOf, ownBetIdxs } from '../domain/bet-reads';
import { gameBoards } from '../domain/games-boards';
import { mainBoards } from '../domain/main-boards';
import { DEFAULT_PAGE_SIZE } from '../domain/messages';
import { memberAction } from '../idempotent';
import { ok, type Handlers } from './types';
import { fail, sessionOf } from '../context';

/** The path's board (the dispatcher checked it against the contract's BoardType). */
const boardOf = (params: Record<string, string>): BoardType => params.boardType as BoardType;

export const boardHandlers: Handlers = {
  async boardList(body, ctx) {
    const { member } = sessionOf(ctx);
    const page = body.page ?? 1;
    const perPage = body.count_per_list ?? DEFAULT_PAGE_SIZE;
    const { list, total } = await boardPage(ctx.db, boardOf(ctx.params), member.memId, {
      page,
      perPage,
      searchType: body.searchType,
      searchText: body.searchText,
      memId: body.memId,
      category: body.category,
    });
    return ok({ list, pageInfo: { page, count_per_list: perPage, tatal_list_count: total } });
  },

  async boardDetail(body, ctx) {
    const { member } = sessionOf(ctx);
    const found = await ctx.db.transaction((tx) => readPost(tx, boardOf(ctx.params), member.memId, body.boardIdx));
    // deleted, never written, on another board, or another member's inquiry
    if (!found) return ok({ post: null, comments: [] });
    const { betIds, ...post } = found;
    // the attached bets as the betting history shows them now (a bet settled since shows its result)
    return ok({ ...post, bets: await betRowsOf(ctx.db, betIds) });
  },

  async boardSave(body, ctx) {
    const boardType = boardOf(ctx.params);
    // the site's boards (notices, events, FAQ, guides, rules) are the console's to write
    if (!MEMBER_BOARDS.includes(boardType)) return fail('E001');
    return memberAction(ctx, 'boardSave', { ...body, boardType }, async (tx, member) => {
      // a free-board post carries up to BOARD_BETS_MAX of the writer's own bets, each once; an
      // inquiry carries none (forms/schemas/board.ts)
      const asked = body.betIdxList ?? [];
      if (asked.length > 0 && boardType !== 'free') return fail('E001');
      if (asked.length > BOARD_BETS_MAX || new Set(asked).size !== asked.length) return fail('E001');
      const betIds = await ownBetIdxs(tx, member.memId, asked);
      if (betIds.length !== asked.length) return fail('E001');
      const boardIdx = await writePost(
        tx,
        {
          boardType,
          memId: member.memId,
          title: body.title,
          // the write form is plain text: what was typed is kept as text (docs/rules.md#board-posts)
          content: escapeHtml(body.content),
          inquiryType: isInquiryBoard(boardType) ? (body.inquiryType ?? (boardType === 'accountqna' ? 'bankAccount' : 'other')) : null,
          betIds,
        },
        ctx.now,
      );
      return ok({ resultCode: '0' as const, boardIdx });
    });
  },

  async commentSave(body, ctx) {
    return memberAction(ctx, 'commentSave', body, async (tx, member) => {
      const post = await commentablePost(tx, body.boardIdx);
      // no such post, or an inquiry (the staff answer those)
      if (!post) return fail('E001');
      await writeComment(tx, { postIdx: post.idx, memId: member.memId, content: body.content }, ctx.now);
      return ok({ resultCode: '0' as const });
    });
  },

  async mainNoticeList(_body, ctx) {
    return ok(await mainNotices(ctx.db));
  },

  async mainBoards(_body, ctx) {
    // the games, win rankings, jackpot and live video (domain/games-boards.ts) and the withdrawals
    return ok({ ...(await gameBoards(ctx.db, ctx.now)), ...(await mainBoards(ctx.db, ctx.now)) });
  },
};
