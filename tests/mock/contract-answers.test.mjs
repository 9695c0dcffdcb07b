// The real contract's x-mock-pick rules, through the mock as the app calls it (encrypted): an answer
// that depends on the request follows it, so a QA session never meets a contradiction (the
// withdrawal history answering deposits, page 2 repeating page 1, every message read answering the
// same message, a notice read answering another notice). A scenario still wins over the rules.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { control, postEncrypted, startReal } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startReal();
});
afterAll(() => mock?.close());
afterEach(() => control(mock.url, 'POST', '/__mock/reset'));

const call = async (path, body) => {
  const answer = await postEncrypted(mock.url, path, { siteId: 'winner', ...body }, { 'x-session-token': 'mock-token-tester01' });
  expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(200);
  expect(answer.json.code).toBe('0');
  return answer.json.data;
};
const ids = (data, key) => data.list.map((row) => row[key]);
const range = { startDate: '2026-11-22', endDate: '2026-11-22', count_per_list: 10 };

describe('lists follow the kind and the page asked', () => {
  it('the withdrawal history answers withdrawals (a withdrawn amount on every row, no deposit), page 2 of them too', async () => {
    const deposits = await call('/api/cash/list/', { ...range, page: 1, cashType: 'in' });
    expect(deposits.list.every((row) => row.depositAmt > 0 && row.withdrawAmt === 0)).toBe(true);
    for (const page of [1, 2]) {
      const out = await call('/api/cash/list/', { ...range, page, cashType: 'out' });
      expect(out.pageInfo.page).toBe(page);
      expect(out.list.length).toBeGreaterThan(0);
      expect(out.list.every((row) => row.withdrawAmt > 0 && row.depositAmt === 0)).toBe(true);
    }
    const deposits2 = await call('/api/cash/list/', { ...range, page: 2, cashType: 'in' });
    expect(deposits2.pageInfo.page).toBe(2);
    expect(deposits2.list.every((row) => row.depositAmt > 0)).toBe(true);
  });

  it.each([
    ['/api/bet/betlist', 'betIdx', { ...range, oldYn: 'N' }, 3],
    ['/api/board/msgList', 'msgIdx', { count_per_list: 10 }, 3],
    ['/api/point/list', 'accrualDate', { ...range }, 3],
    ['/api/coupon/list', 'couponIdx', { count_per_list: 10 }, 2],
    ['/api/cash/list/', 'cashIdx', { ...range, cashType: 'in' }, 3],
    ['/api/board/notice/list', 'boardIdx', { count_per_list: 10 }, 3],
    ['/api/minigame/powerballResult', 'round', { prodId: 'speedkino' }, 3],
    ['/api/minigame/powerballResult', 'round', { prodId: 'powerladder' }, 3],
  ])('%s: each page answers its own rows, the page it was asked for', async (path, key, body, pages) => {
    const seen = new Set();
    for (let page = 1; page <= pages; page += 1) {
      const data = await call(path, { ...body, page });
      expect(data.pageInfo.page).toBe(page);
      for (const id of ids(data, key)) {
        expect(seen.has(id), `${key} ${id} on page ${page} was on an earlier page`).toBe(false);
        seen.add(id);
      }
    }
    expect(seen.size).toBe((await call(path, { ...body, page: 1 })).pageInfo.tatal_list_count);
  });

  it('the older bets answer older records; the coupons asked unused answer unused ones only; a notice search answers the notices it names', async () => {
    expect(ids(await call('/api/bet/betlist', { ...range, page: 1, oldYn: 'Y' }), 'betIdx')).toEqual([71002, 71001]);
    const usable = await call('/api/coupon/list', { page: 1, count_per_list: 100, status: 'unused' });
    expect(usable.list.length).toBeGreaterThan(0);
    expect(usable.list.every((c) => c.status === 'unused')).toBe(true);
    const found = await call('/api/board/notice/list', { page: 1, count_per_list: 10, searchType: 'title', searchText: '점검' });
    expect(found.list.map((row) => row.title).every((title) => title.includes('점검'))).toBe(true);
    expect(found.pageInfo.tatal_list_count).toBe(found.list.length);
  });
});

describe('a read by id answers the row that was clicked', () => {
  it('message read of msgIdx N answers message N, with the title and date its list row shows', async () => {
    for (const page of [1, 2, 3]) {
      for (const row of (await call('/api/board/msgList', { page, count_per_list: 10 })).list) {
        const read = await call('/api/board/msgRead', { msgIdx: row.msgIdx });
        expect([read.msgIdx, read.title, read.sendDate]).toEqual([row.msgIdx, row.title, row.sendDate]);
      }
    }
  });

  it('a notice, free-board post or inquiry read answers the post its list row links to', async () => {
    const lists = [
      ['notice', 3],
      ['free', 2],
      ['qna', 2],
      ['accountqna', 1],
    ];
    for (const [board, pages] of lists) {
      for (let page = 1; page <= pages; page += 1) {
        for (const row of (await call(`/api/board/${board}/list`, { page, count_per_list: 10 })).list) {
          const { post } = await call(`/api/board/${board}/datail`, { boardIdx: row.boardIdx });
          expect([post.boardIdx, post.boardType, post.title, post.regDate], `${board} ${row.boardIdx}`).toEqual([
            row.boardIdx,
            board,
            row.title,
            row.regDate,
          ]);
        }
      }
    }
    expect((await call('/api/board/notice/datail', { boardIdx: 404 })).post).toBeNull();
  });

  it('a bet detail answers the bet that was clicked, on every page and among the older records', async () => {
    const pages = [1, 2, 3].map((page) => ({ ...range, page, oldYn: 'N' }));
    for (const body of [...pages, { ...range, page: 1, oldYn: 'Y' }]) {
      for (const row of (await call('/api/bet/betlist', body)).list) {
        const detail = await call('/api/bet/detail', { betIdx: row.betIdx, oldYn: body.oldYn });
        expect(detail.bet, `bet ${row.betIdx}`).toEqual(row);
        expect(detail.folders.length).toBe(row.gameType === 'slot' ? 0 : row.folderCount);
      }
    }
  });

  it('a scenario still wins over the rules, and the request log says which rule chose', async () => {
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/board/msgRead', example: 'unsafe', times: 1 });
    expect((await call('/api/board/msgRead', { msgIdx: 60 })).msgIdx).toBe(72);
    expect((await call('/api/board/msgRead', { msgIdx: 60 })).msgIdx).toBe(60);
    const { json } = await control(mock.url, 'GET', '/__mock/requests?path=/api/board/msgRead');
    expect(json.requests.map((r) => r.pick.example)).toEqual(['unsafe', 'message60']);
    expect(json.requests[1].pick).toMatchObject({ implicit: true, rule: true });
  });
});
