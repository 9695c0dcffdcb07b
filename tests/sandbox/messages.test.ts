// The message box from state (handlers/messages.ts): a message from the console arrives with an MSG push carrying
// the unread count; read, mark read, read all, delete (an unread one cannot be: M002; another
// member's or a gone one: NF01), paging.
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../mocks/sandbox/db/schema';
import { makeMember } from './support/members';
import { listen } from './support/push';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s);

interface Sent {
  sent: number;
  rows: { memId: string; msgIdx: number; unreadCount: number }[];
}

async function send(memId: string, title: string, content = `<p>${title}</p>`) {
  const r = await s.operator<Sent>('POST', '/__sandbox/messages', { memId, title, content });
  expect(r.status).toBe(200);
  return r.body;
}

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('messages', () => {
  it('a message from the console arrives with an MSG push of the unread count; the box and login show it', async () => {
    const token = await s.login('tester01');
    const socket = await listen(s.sandbox.wsUrl, token);
    try {
      const before = okData(await s.call('messageList', {}, { token })).unreadCount;
      const r = await send('tester01', '충전 완료 안내');
      expect(r.sent).toBe(1);
      expect(r.rows[0]?.unreadCount).toBe(before + 1);
      await until(() => socket.got.length > 0);
      expect(socket.got).toEqual([{ cmd: 'MSG', data1: String(before + 1) }]);
    } finally {
      await socket.close();
    }
    const box = okData(await s.call('messageList', {}, { token }));
    expect(box.list[0]).toMatchObject({ title: '충전 완료 안내', readYn: 'N' });
    expect(box.list[0]).not.toHaveProperty('content');
    const info = okData(await s.call('memberInfo', {}, { token }));
    expect(info.msgInfo.newMsg).toBe(box.unreadCount);
  });

  it('reading a message marks it read and answers its content with one unread less; then it can be deleted', async () => {
    const token = await s.login('tester01');
    const { rows } = await send('tester01', '읽을 메시지', '<p>본문</p>');
    const msgIdx = rows[0]?.msgIdx ?? 0;
    const unread = rows[0]?.unreadCount ?? 0;

    // unread: M002, nothing deleted
    expect((await s.call('messageDelete', { msgIdxList: [msgIdx] }, { token })).code).toBe('M002');

    const read = okData(await s.call('messageRead', { msgIdx }, { token }));
    expect(read).toMatchObject({ msgIdx, title: '읽을 메시지', content: '<p>본문</p>', readYn: 'Y', unreadCount: unread - 1 });
    // reading again changes nothing
    expect(okData(await s.call('messageRead', { msgIdx }, { token })).unreadCount).toBe(unread - 1);

    const del = okData(await s.call('messageDelete', { msgIdxList: [msgIdx] }, { token }));
    expect(del.unreadCount).toBe(unread - 1);
    const box = okData(await s.call('messageList', { count_per_list: 100 }, { token }));
    expect(box.list.map((m) => m.msgIdx)).not.toContain(msgIdx);
    // a deleted message is not there any more
    expect((await s.call('messageRead', { msgIdx }, { token })).code).toBe('NF01');
  });

  it('one unread message among those chosen refuses the whole delete (M002)', async () => {
    const token = await s.login('tester01');
    const a = (await send('tester01', '읽은 것')).rows[0]?.msgIdx ?? 0;
    const b = (await send('tester01', '안 읽은 것')).rows[0]?.msgIdx ?? 0;
    okData(await s.call('messageRead', { msgIdx: a }, { token }));
    expect((await s.call('messageDelete', { msgIdxList: [a, b] }, { token })).code).toBe('M002');
    const ids = okData(await s.call('messageList', { count_per_list: 100 }, { token })).list.map((m) => m.msgIdx);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
  });

  it('mark read (msgUpdate readYn Y) without opening, then delete; readYn N makes it unread again', async () => {
    const token = await s.login('tester01');
    const { rows } = await send('tester01', '표시만');
    const msgIdx = rows[0]?.msgIdx ?? 0;
    const unread = rows[0]?.unreadCount ?? 0;
    expect(okData(await s.call('messageUpdate', { msgIdx, readYn: 'Y' }, { token })).unreadCount).toBe(unread - 1);
    expect(okData(await s.call('messageUpdate', { msgIdx, readYn: 'N' }, { token })).unreadCount).toBe(unread);
    expect(okData(await s.call('messageUpdate', { msgIdx, readYn: 'Y' }, { token })).unreadCount).toBe(unread - 1);
    okData(await s.call('messageDelete', { msgIdxList: [msgIdx] }, { token }));
    expect((await s.call('messageUpdate', { msgIdx, readYn: 'Y' }, { token })).code).toBe('NF01');
  });

  it("another member's message cannot be read, marked or deleted", async () => {
    const partner = await s.login('partner01');
    const theirs = (await send('partner01', '파트너에게')).rows[0]?.msgIdx ?? 0;
    const token = await s.login('tester01');
    expect((await s.call('messageRead', { msgIdx: theirs }, { token })).code).toBe('NF01');
    expect((await s.call('messageUpdate', { msgIdx: theirs, readYn: 'Y' }, { token })).code).toBe('NF01');
    // deleting it is refused (NF01): it stays in its owner's box, unread
    expect((await s.call('messageDelete', { msgIdxList: [theirs] }, { token })).code).toBe('NF01');
    const box = okData(await s.call('messageList', {}, { token: partner }));
    expect(box.list.find((m) => m.msgIdx === theirs)).toMatchObject({ readYn: 'N' });
  });

  it('read all leaves no unread message', async () => {
    const token = await s.login('tester01');
    await send('tester01', '하나');
    await send('tester01', '둘');
    expect(okData(await s.call('messageReadAll', {}, { token })).unreadCount).toBe(0);
    const box = okData(await s.call('messageList', { count_per_list: 100 }, { token }));
    expect(box.unreadCount).toBe(0);
    expect(box.list.every((m) => m.readYn === 'Y')).toBe(true);
  });

  it('"*" sends to every normal member', async () => {
    await s.sandbox.database.db.insert(members).values({
      memId: 'resting01',
      passHash: 'x',
      nick: '쉬는회원',
      name: '김휴식',
      phone: '010-9999-0001',
      bankName: '국민은행',
      bankAcc: '999900001111',
      state: 'suspended',
    });
    const r = await send('*', '전체 공지');
    const to = r.rows.map((x) => x.memId);
    expect(to).toEqual(expect.arrayContaining(['partner01', 'tester01']));
    expect(to).not.toContain('resting01');
    expect((await s.operator('POST', '/__sandbox/messages', { memId: 'nobody', title: 't', content: 'c' })).status).toBe(404);
    expect((await s.operator('POST', '/__sandbox/messages', { memId: 'tester01', title: '' })).status).toBe(400);
  });

  it('pages newest first; the page count and the unread count cover every page', async () => {
    const token = await s.login('partner01');
    okData(await s.call('messageReadAll', {}, { token }));
    const first = okData(await s.call('messageList', { count_per_list: 100 }, { token }));
    okData(await s.call('messageDelete', { msgIdxList: first.list.map((m) => m.msgIdx) }, { token }));
    for (let i = 1; i <= 23; i++) await send('partner01', `메시지 ${i}`);

    const p1 = okData(await s.call('messageList', { page: 1 }, { token }));
    expect(p1.pageInfo).toEqual({ page: 1, count_per_list: 10, tatal_list_count: 23 });
    expect(p1.unreadCount).toBe(23);
    expect(p1.list.map((m) => m.title)).toEqual(Array.from({ length: 10 }, (_, i) => `메시지 ${23 - i}`));
    const p3 = okData(await s.call('messageList', { page: 3, count_per_list: 10 }, { token }));
    expect(p3.list.map((m) => m.title)).toEqual(['메시지 3', '메시지 2', '메시지 1']);
    const p4 = okData(await s.call('messageList', { page: 4 }, { token }));
    expect(p4.list).toEqual([]);
    expect(p4.pageInfo.tatal_list_count).toBe(23);
    const big = okData(await s.call('messageList', { page: 2, count_per_list: 20 }, { token }));
    expect(big.list).toHaveLength(3);
  });
});

describe('retention (docs/rules.md#messages)', () => {
  const option = async () => (await s.operator<{ siteOption: Record<string, unknown> }>('GET', '/__sandbox/settings')).body.siteOption;
  const setOption = (value: unknown) => s.operator('POST', '/__sandbox/settings/siteOption', { value });

  it('siteOption tells the retention; the box keeps a message that many days and at most that many, the oldest leaving first', async () => {
    const site = okData(await s.call('siteOption', {}, {}));
    expect(site.siteOption).toMatchObject({ msgKeepDays: 30, msgMaxCount: 100 });
    const saved = await option();
    await makeMember(s, { memId: 'msgkeep1' });
    const token = await s.login('msgkeep1');
    try {
      await setOption({ ...saved, siteOption: { ...(saved.siteOption as object), msgKeepDays: 2, msgMaxCount: 3 } });
      for (const title of ['하나', '둘', '셋']) await send('msgkeep1', title);
      const titles = async () => okData(await s.call('messageList', {}, { token })).list.map((m) => m.title);
      expect(await titles()).toEqual(['셋', '둘', '하나']);
      // a fourth pushes the oldest out, unread or not
      const oldest = okData(await s.call('messageList', {}, { token })).list[2]?.msgIdx ?? 0;
      await send('msgkeep1', '넷');
      expect(await titles()).toEqual(['넷', '셋', '둘']);
      expect((await s.call('messageRead', { msgIdx: oldest }, { token })).code).toBe('NF01');
      // two days later (the clock's ticker): every one sent before then has left, the unread count with them
      await s.operator('POST', '/__sandbox/clock', { advanceMs: 2 * 86_400_000 + 60_000 });
      await s.sandbox.tick();
      const box = okData(await s.call('messageList', {}, { token: await s.login('msgkeep1') }));
      expect(box.list).toEqual([]);
      expect(box.unreadCount).toBe(0);
    } finally {
      await setOption(saved);
      await s.operator('POST', '/__sandbox/clock', {});
    }
  });
});
