// The boards from state: a post written shows in the list at once; an inquiry waits until
// the console answers it; each member sees only their own inquiries; detail (views, neighbours,
// comments); search, tabs and paging; the site's posts from the console and the main page's notices.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cashRequests, members } from '../../mocks/sandbox/db/schema';
import { placeBet, settleWithAmount } from '../../mocks/sandbox/domain/bets';
import { makeMember } from './support/members';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
let tester: string;
let partner: string;
beforeAll(async () => {
  s = await openTestSandbox();
  tester = await s.login('tester01');
  partner = await s.login('partner01');
}, 60_000);
checkTheBooks(() => s);

type BoardType = 'notice' | 'event' | 'free' | 'qna' | 'accountqna' | 'faq' | 'guide' | 'rule';

const list = async (token: string, boardType: BoardType, body: Record<string, unknown> = {}) =>
  okData(await s.call('boardList', body, { token, path: { boardType } }));
const detail = async (token: string, boardType: BoardType, boardIdx: number) =>
  okData(await s.call('boardDetail', { boardIdx }, { token, path: { boardType } }));
async function write(token: string, boardType: BoardType, title: string, extra: Record<string, unknown> = {}) {
  const a = okData(
    await s.call(
      'boardSave',
      { memId: 'ignored', memName: 'ignored', title, content: `${title} 내용`, ...extra },
      { token, path: { boardType } },
    ),
  );
  expect(a.resultCode).toBe('0');
  return a.boardIdx ?? 0;
}
async function sitePost(boardType: 'notice' | 'event' | 'faq', title: string, extra: Record<string, unknown> = {}) {
  const r = await s.operator<{ idx: number }>('POST', '/__sandbox/posts', { boardType, title, content: `<p>${title}</p>`, ...extra });
  expect(r.status).toBe(200);
  return r.body.idx;
}

interface InquiryRow {
  idx: number;
  boardType: string;
  memId: string;
  title: string;
  inquiryType: string;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
}

describe('free board', () => {
  it('a post written shows first in the list at once, with the writer and a number', async () => {
    const before = await list(tester, 'free');
    const idx = await write(tester, 'free', '첫 글입니다');
    const after = await list(tester, 'free');
    expect(after.pageInfo.tatal_list_count).toBe(before.pageInfo.tatal_list_count + 1);
    expect(after.list[0]).toMatchObject({
      boardIdx: idx,
      boardNum: before.pageInfo.tatal_list_count + 1,
      boardType: 'free',
      category: 'normal',
      title: '첫 글입니다',
      status: 'posted',
      memId: 'tester01',
      memNick: '테스터',
      commentCount: 0,
      viewCount: 0,
    });
    // the list carries no content; the other member sees the post too
    expect(after.list[0]).not.toHaveProperty('content');
    expect((await list(partner, 'free')).list[0]?.boardIdx).toBe(idx);
  });

  it('what a member typed is kept as text: markup in it is answered escaped, its lines kept', async () => {
    const idx = await write(tester, 'free', '태그 글', { content: '<b>굵게</b> & <script>alert(1)</script>\n둘째 줄' });
    expect((await detail(tester, 'free', idx)).post?.content).toBe(
      '&lt;b&gt;굵게&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;\n둘째 줄',
    );
  });

  it('the detail counts a view, shows comments in order, and its neighbours', async () => {
    const older = await write(tester, 'free', '이전 글');
    const idx = await write(partner, 'free', '가운데 글');
    const newer = await write(tester, 'free', '다음 글');

    const d1 = await detail(tester, 'free', idx);
    expect(d1.post).toMatchObject({ boardIdx: idx, title: '가운데 글', content: '가운데 글 내용', memId: 'partner01', viewCount: 1 });
    expect(d1.prev).toEqual({ boardIdx: older, title: '이전 글' });
    expect(d1.next).toEqual({ boardIdx: newer, title: '다음 글' });
    expect(d1.comments).toEqual([]);
    expect(d1.answer).toBeNull();

    expect(
      okData(await s.call('commentSave', { boardIdx: idx, regId: 'tester01', content: '좋은 글이네요' }, { token: tester })).resultCode,
    ).toBe('0');
    okData(await s.call('commentSave', { boardIdx: idx, regId: 'partner01', content: '감사합니다' }, { token: partner }));
    const d2 = await detail(tester, 'free', idx);
    expect(d2.post?.viewCount).toBe(2);
    expect(d2.post?.commentCount).toBe(2);
    expect(d2.comments.map((c) => [c.regId, c.memNick, c.content])).toEqual([
      ['tester01', '테스터', '좋은 글이네요'],
      ['partner01', '파트너원', '감사합니다'],
    ]);
    const row = (await list(tester, 'free')).list.find((p) => p.boardIdx === idx);
    expect(row).toMatchObject({ commentCount: 2, viewCount: 2 });
  });

  it("carries the writer's attached bets: the detail shows them as the history does; another's, too many or on an inquiry E001", async () => {
    // a writer with six bets of their own (placed through the ledger), settled or not
    await makeMember(s, { memId: 'bdbet01', cash: 100_000 });
    const placed = await s.sandbox.database.db.transaction(async (tx) => {
      const member = (await tx.select().from(members).where(eq(members.memId, 'bdbet01')))[0];
      if (!member) throw new Error('no bdbet01');
      const ids: number[] = [];
      for (const stake of [1_000, 2_000, 3_000, 4_000, 5_000, 6_000]) {
        const { bet } = await placeBet(tx, {
          member,
          groupKey: 'casino',
          gameType: 'casino',
          form: '바카라',
          stake,
          folders: [],
          now: new Date(),
        });
        if (stake === 2_000) await settleWithAmount(tx, bet.betIdx, 4_000, new Date());
        ids.push(bet.betIdx);
      }
      return ids;
    });
    const writer = await s.login('bdbet01');
    const [first, second] = placed;
    if (first === undefined || second === undefined) throw new Error('no bets placed');
    const idx = await write(writer, 'free', '적중 인증', { betIdxList: [second, first] });
    // another member reads the post: the bets in the order attached, as the writer's history shows them
    const d = await detail(partner, 'free', idx);
    expect(d.bets?.map((b) => [b.betIdx, b.cash, b.type])).toEqual([
      [second, 2_000, 'win'],
      [first, 1_000, 'bet'],
    ]);
    const history = okData(await s.call('betList', { count_per_list: 10 }, { token: writer })).list;
    expect(d.bets?.[0]).toEqual(history.find((b) => b.betIdx === second));
    // a post without bets carries none
    expect((await detail(writer, 'free', await write(writer, 'free', '베팅 없음'))).bets).toEqual([]);
    const saved = async (boardType: BoardType, betIdxList: number[]) =>
      (
        await s.call(
          'boardSave',
          { memId: 'x', memName: 'x', title: '베팅', content: '베팅', betIdxList },
          { token: writer, path: { boardType } },
        )
      ).code;
    const others = okData(await s.call('betList', { startDate: '2000-01-01', endDate: '2100-12-31' }, { token: tester })).list;
    expect(await saved('free', [first, others[0]?.betIdx ?? 999_999_999])).toBe('E001');
    expect(await saved('free', [first, first])).toBe('E001');
    // six are one too many (BOARD_BETS_MAX), five are taken
    expect(await saved('free', placed)).toBe('E001');
    expect(await saved('free', placed.slice(0, 5))).toBe('0');
    expect(await saved('qna', [first])).toBe('E001');
  });

  it('a post not there (or on another board) answers post null; a comment on it E001', async () => {
    const idx = await write(tester, 'free', '자유 글');
    expect(await detail(tester, 'free', 999_999)).toEqual({ post: null, comments: [] });
    expect(await detail(tester, 'notice', idx)).toEqual({ post: null, comments: [] });
    expect((await s.call('commentSave', { boardIdx: 999_999, regId: 'tester01', content: '댓글' }, { token: tester })).code).toBe('E001');
  });

  it('a member cannot write on the site boards (E001)', async () => {
    for (const boardType of ['notice', 'event', 'faq', 'guide', 'rule'] as const) {
      const a = await s.call(
        'boardSave',
        { memId: 'tester01', memName: '홍길동', title: '제목', content: '내용' },
        { token: tester, path: { boardType } },
      );
      expect(a.code).toBe('E001');
    }
  });
});

describe('inquiries', () => {
  it('a 1:1 inquiry waits, the console answers it, then it is answered with the answer', async () => {
    const idx = await write(tester, 'qna', '환전이 안 됐어요', { inquiryType: 'other' });
    const mine = await list(tester, 'qna');
    expect(mine.list[0]).toMatchObject({ boardIdx: idx, status: 'waiting', inquiryType: 'other', memId: 'tester01' });
    const d1 = await detail(tester, 'qna', idx);
    expect(d1.post?.status).toBe('waiting');
    expect(d1.answer).toBeNull();

    const waiting = await s.operator<{ rows: InquiryRow[] }>('GET', '/__sandbox/inquiries?status=waiting');
    expect(waiting.body.rows.find((r) => r.idx === idx)).toMatchObject({ boardType: 'qna', memId: 'tester01', answer: null });

    const answered = await s.operator('POST', `/__sandbox/inquiries/${idx}/answer`, { answer: '<p>처리되었습니다.</p>' });
    expect(answered.status).toBe(200);

    expect((await list(tester, 'qna')).list[0]).toMatchObject({ boardIdx: idx, status: 'answered' });
    const d2 = await detail(tester, 'qna', idx);
    expect(d2.post?.status).toBe('answered');
    expect(d2.answer).toBe('<p>처리되었습니다.</p>');

    const after = await s.operator<{ rows: InquiryRow[] }>('GET', '/__sandbox/inquiries?status=waiting');
    expect(after.body.rows.map((r) => r.idx)).not.toContain(idx);
    const done = await s.operator<{ rows: InquiryRow[] }>('GET', '/__sandbox/inquiries?status=answered');
    expect(done.body.rows.find((r) => r.idx === idx)?.answeredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('a deposit-account inquiry is a bankAccount inquiry on accountqna', async () => {
    const idx = await write(tester, 'accountqna', '입금 계좌 요청');
    expect((await list(tester, 'accountqna')).list[0]).toMatchObject({ boardIdx: idx, inquiryType: 'bankAccount', status: 'waiting' });
    await s.operator('POST', `/__sandbox/inquiries/${idx}/answer`, { answer: '<p>국민은행 123-456</p>' });
    expect((await detail(tester, 'accountqna', idx)).answer).toBe('<p>국민은행 123-456</p>');
  });

  it("a member sees only their own inquiries, even when asking for another member's", async () => {
    const theirs = await write(partner, 'qna', '파트너 문의');
    expect((await list(tester, 'qna', { memId: 'partner01' })).list).toEqual([]);
    const mine = await list(tester, 'qna', { count_per_list: 100 });
    expect(mine.list.map((p) => p.boardIdx)).not.toContain(theirs);
    expect(mine.list.every((p) => p.memId === 'tester01')).toBe(true);
    expect(await detail(tester, 'qna', theirs)).toEqual({ post: null, comments: [] });
    expect((await detail(partner, 'qna', theirs)).post?.title).toBe('파트너 문의');
    // no comments on an inquiry
    expect((await s.call('commentSave', { boardIdx: theirs, regId: 'partner01', content: '추가' }, { token: partner })).code).toBe('E001');
  });

  it('the console refuses an answer to what is not an inquiry, and an empty answer', async () => {
    const free = await write(tester, 'free', '문의 아님');
    expect((await s.operator('POST', `/__sandbox/inquiries/${free}/answer`, { answer: '답' })).status).toBe(404);
    const q = await write(tester, 'qna', '빈 답변');
    expect((await s.operator('POST', `/__sandbox/inquiries/${q}/answer`, { answer: '' })).status).toBe(400);
    expect((await s.operator('GET', '/__sandbox/inquiries?status=closed')).status).toBe(400);
  });
});

describe('site posts', () => {
  it('notices and events from the console show on the notice board (events on its own too), views counted', async () => {
    const n = await sitePost('notice', '정기 점검 안내');
    const e = await sitePost('event', '첫충 이벤트');
    const notices = await list(tester, 'notice');
    expect(notices.list.slice(0, 2)).toMatchObject([
      { boardIdx: e, category: 'event', memNick: '운영자', status: 'posted' },
      { boardIdx: n, category: 'notice', memNick: '운영자', status: 'posted' },
    ]);
    expect(notices.list[0]).not.toHaveProperty('memId');
    expect((await list(tester, 'event')).list.map((p) => p.boardIdx)).toContain(e);
    expect((await list(tester, 'event')).list.map((p) => p.boardIdx)).not.toContain(n);
    const byWriter = await list(tester, 'notice', { searchType: 'writer', searchText: '운영', count_per_list: 100 });
    expect(byWriter.list.map((p) => p.boardIdx)).toEqual(expect.arrayContaining([n, e]));
    expect((await detail(tester, 'notice', n)).post?.viewCount).toBe(1);
    expect((await detail(partner, 'notice', n)).post?.viewCount).toBe(2);
  });

  it('the FAQ list carries its answers', async () => {
    const f = await sitePost('faq', '회원가입은 어떻게 하나요?');
    expect((await list(tester, 'faq')).list.find((p) => p.boardIdx === f)).toMatchObject({
      category: 'normal',
      content: '<p>회원가입은 어떻게 하나요?</p>',
    });
  });

  it('the main page shows the pinned notices and events, newest first', async () => {
    const a = await sitePost('notice', '고정 공지', { pinned: true });
    await sitePost('notice', '고정 아님');
    const b = await sitePost('event', '고정 이벤트', { pinned: true });
    const main = okData(await s.call('mainNoticeList', {}));
    // newest first (anything seeded is older); the unpinned one is not there
    expect(main.slice(0, 2).map((m) => [m.boardIdx, m.category])).toEqual([
      [b, 'event'],
      [a, 'notice'],
    ]);
    expect(main.map((m) => m.title)).not.toContain('고정 아님');
    expect(main[0]?.regDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('the console refuses a board it does not write and a post without a title', async () => {
    expect((await s.operator('POST', '/__sandbox/posts', { boardType: 'free', title: 't', content: 'c' })).status).toBe(400);
    expect((await s.operator('POST', '/__sandbox/posts', { boardType: 'notice', content: 'c' })).status).toBe(400);
  });
});

describe('search, tabs and paging', () => {
  it('pages a board newest first with its count; numbers count down across pages', async () => {
    for (let i = 1; i <= 12; i++) await write(partner, 'qna', `페이지 문의 ${i}`);
    const p1 = await list(partner, 'qna', { page: 1, count_per_list: 5 });
    const total = p1.pageInfo.tatal_list_count;
    expect(p1.pageInfo).toEqual({ page: 1, count_per_list: 5, tatal_list_count: total });
    expect(p1.list.map((p) => p.title)).toEqual(['페이지 문의 12', '페이지 문의 11', '페이지 문의 10', '페이지 문의 9', '페이지 문의 8']);
    expect(p1.list.map((p) => p.boardNum)).toEqual([total, total - 1, total - 2, total - 3, total - 4]);
    const p2 = await list(partner, 'qna', { page: 2, count_per_list: 5 });
    expect(p2.list[0]?.title).toBe('페이지 문의 7');
    expect(p2.list[0]?.boardNum).toBe(total - 5);
    const last = await list(partner, 'qna', { page: Math.ceil(total / 5), count_per_list: 5 });
    expect(last.list.at(-1)?.boardNum).toBe(1);
    expect((await list(partner, 'qna', { page: 99 })).list).toEqual([]);
    // the default page is ten
    expect((await list(partner, 'qna')).list).toHaveLength(Math.min(10, total));
  });

  it('searches titles, contents and writers; a wildcard in the term is taken literally', async () => {
    const a = await write(tester, 'free', '검색야구 100%적중', { content: '오늘 경기' });
    const b = await write(partner, 'free', '검색축구 이야기', { content: '검색야구보다 축구' });
    const ids = async (body: Record<string, unknown>) =>
      (await list(tester, 'free', { count_per_list: 100, ...body })).list.map((p) => p.boardIdx);

    expect(await ids({ searchType: 'title', searchText: '검색야구' })).toEqual([a]);
    expect(await ids({ searchType: 'content', searchText: '검색야구보다' })).toEqual([b]);
    expect(await ids({ searchType: 'writer', searchText: '파트너' })).toContain(b);
    expect(await ids({ searchType: 'writer', searchText: '파트너' })).not.toContain(a);
    expect(await ids({ searchType: 'title', searchText: '0%적' })).toEqual([a]);
    // "%" matches only titles with a % in them, not every title
    const percent = (await list(tester, 'free', { count_per_list: 100, searchType: 'title', searchText: '%' })).list;
    expect(percent.map((p) => p.boardIdx)).toContain(a);
    expect(percent.every((p) => p.title.includes('%'))).toBe(true);
    expect(percent.map((p) => p.boardIdx)).not.toContain(b);
    // no term: no search
    const all = await list(tester, 'free', { searchType: 'title', searchText: '' });
    expect(all.pageInfo.tatal_list_count).toBe((await list(tester, 'free')).pageInfo.tatal_list_count);
    const found = await list(tester, 'free', { searchType: 'content', searchText: '검색야구보다' });
    expect(found.pageInfo.tatal_list_count).toBe(1);
  });

  it("the free board's tabs filter by category; memId shows one member's posts", async () => {
    const mine = await write(tester, 'free', '내 글');
    const normal = await list(tester, 'free', { category: 'normal', count_per_list: 100 });
    expect(normal.list.every((p) => p.category === 'normal')).toBe(true);
    expect(normal.list.map((p) => p.boardIdx)).toContain(mine);
    const events = (await list(tester, 'free', { category: 'event', count_per_list: 100 })).list;
    expect(events.every((p) => p.category === 'event')).toBe(true);
    expect(events.map((p) => p.boardIdx)).not.toContain(mine);
    const own = await list(tester, 'free', { memId: 'tester01', count_per_list: 100 });
    expect(own.list.every((p) => p.memId === 'tester01')).toBe(true);
    expect(own.list.map((p) => p.boardIdx)).toContain(mine);
  });
});

describe('main page boards', () => {
  it('ranks the completed withdrawals of the Seoul day and of the last seven days, ids masked', async () => {
    // the sandbox clock at 2031-11-20 12:00 Seoul (after anything seeded)
    await s.operator('POST', '/__sandbox/clock', { now: '2031-11-20T03:00:00.000Z' });
    try {
      const at = (iso: string) => new Date(iso);
      const out = (memId: string, amount: number, processedAt: string, status: '0' | '1' | '2' | '-1' = '1') => ({
        memId,
        direction: 'out' as const,
        payType: 'bank' as const,
        amount,
        status,
        appliedAt: at(processedAt),
        processedAt: at(processedAt),
      });
      await s.sandbox.database.db.insert(cashRequests).values([
        out('tester01', 300_000, '2031-11-20T01:00:00+09:00'),
        out('partner01', 500_000, '2031-11-20T11:00:00+09:00'),
        // yesterday 23:59 Seoul: the week's, not today's
        out('tester01', 900_000, '2031-11-19T23:59:00+09:00'),
        // seven Seoul days back is outside the week
        out('partner01', 2_000_000, '2031-11-13T23:00:00+09:00'),
        // after the sandbox's now
        out('partner01', 3_000_000, '2031-11-20T13:00:00+09:00'),
        // not completed, or not withdrawals
        out('tester01', 5_000_000, '2031-11-20T10:00:00+09:00', '-1'),
        out('tester01', 4_000_000, '2031-11-20T10:00:00+09:00', '2'),
        { ...out('tester01', 6_000_000, '2031-11-20T10:00:00+09:00'), direction: 'in' as const },
      ]);
      const main = okData(await s.call('mainBoards', {}));
      expect(main.bestWithdrawalsToday).toEqual([
        { rank: 1, memId: 'pa***', amount: 500_000 },
        { rank: 2, memId: 'te***', amount: 300_000 },
      ]);
      expect(main.bestWithdrawalsWeek).toEqual([
        { rank: 1, memId: 'te***', amount: 900_000 },
        { rank: 2, memId: 'pa***', amount: 500_000 },
        { rank: 3, memId: 'te***', amount: 300_000 },
      ]);
      // the games, win rankings and jackpot are the contract's example until the sandbox holds games
      expect(main.newGames?.length).toBeGreaterThan(0);
    } finally {
      await s.operator('POST', '/__sandbox/clock', {});
    }
  });
});
