// A member naming another member's thing — a message, a session — or one that is gone answers the
// contract's not-found code NF01 and changes nothing, never a "0" that did nothing
// (handlers/messages.ts, handlers/safety.ts memberSessionEnd, handlers/sports.ts betDetail).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, sessions } from '../../mocks/sandbox/db/schema';
import { makeMember } from './support/members';
import { checkTheBooks, okData, openTestSandbox, type TestSandbox } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s);

const send = async (memId: string, title: string): Promise<number> =>
  (await s.operator<{ rows: { msgIdx: number }[] }>('POST', '/__sandbox/messages', { memId, title, content: `<p>${title}</p>` })).body
    .rows[0]?.msgIdx ?? 0;

describe('another member’s thing, or one that is gone: NF01, nothing changed', () => {
  it('messages: B’s message cannot be deleted, read or marked by A; a mix of A’s and B’s deletes none', async () => {
    await makeMember(s, { memId: 'ownA1' });
    await makeMember(s, { memId: 'ownB1' });
    const a = await s.login('ownA1');
    const b = await s.login('ownB1');
    const theirs = await send('ownB1', 'B의 메시지');
    okData(await s.call('messageRead', { msgIdx: theirs }, { token: b }));
    const mine = await send('ownA1', 'A의 메시지');
    okData(await s.call('messageRead', { msgIdx: mine }, { token: a }));

    expect((await s.call('messageDelete', { msgIdxList: [theirs] }, { token: a })).code).toBe('NF01');
    expect((await s.call('messageDelete', { msgIdxList: [mine, theirs] }, { token: a })).code).toBe('NF01');
    expect((await s.call('messageDelete', { msgIdxList: [999_999] }, { token: a })).code).toBe('NF01');
    expect((await s.call('messageRead', { msgIdx: theirs }, { token: a })).code).toBe('NF01');
    expect((await s.call('messageUpdate', { msgIdx: theirs, readYn: 'N' }, { token: a })).code).toBe('NF01');
    // both still there, as they were
    expect(okData(await s.call('messageList', {}, { token: b })).list.find((m) => m.msgIdx === theirs)).toMatchObject({ readYn: 'Y' });
    expect(okData(await s.call('messageList', {}, { token: a })).list.map((m) => m.msgIdx)).toContain(mine);
    // A's own, read, is deleted; deleting it again finds nothing
    okData(await s.call('messageDelete', { msgIdxList: [mine] }, { token: a }));
    expect((await s.call('messageDelete', { msgIdxList: [mine] }, { token: a })).code).toBe('NF01');
  });

  it('sessions: A cannot end B’s session, nor one that is not there; B’s session still works', async () => {
    await makeMember(s, { memId: 'ownA2' });
    await makeMember(s, { memId: 'ownB2' });
    const a = await s.login('ownA2');
    const b = await s.login('ownB2');
    const bSession = okData(await s.call('memberSessions', {}, { token: b })).list[0]?.sessionId ?? '';
    expect(bSession).not.toBe('');
    expect((await s.call('memberSessionEnd', { sessionId: bSession }, { token: a })).code).toBe('NF01');
    expect((await s.call('memberSessionEnd', { sessionId: 's-0000000000000000' }, { token: a })).code).toBe('NF01');
    const [row] = await s.sandbox.database.db.select().from(sessions).where(eq(sessions.token, b));
    expect(row?.endedBy).toBeNull();
    expect(okData(await s.call('memberBalance', {}, { token: b })).isPlayGame).toBe('N');
  });

  it('bets: A cannot see B’s bet, nor one that is not there; B still sees it', async () => {
    const [theirs] = await s.sandbox.database.db.select({ betIdx: bets.betIdx }).from(bets).where(eq(bets.memId, 'tester01')).limit(1);
    const betIdx = theirs?.betIdx ?? 0;
    expect(betIdx).toBeGreaterThan(0);
    const a = await s.login('jihoon77');
    expect(await s.call('betDetail', { betIdx }, { token: a })).toMatchObject({ code: 'NF01', data: null });
    expect((await s.call('betDetail', { betIdx: 999_999_999 }, { token: a })).code).toBe('NF01');
    expect(okData(await s.call('betDetail', { betIdx }, { token: await s.login('tester01') })).bet.betIdx).toBe(betIdx);
  });
});
