// "What changes what" against the sandbox: each state-changing operation is done once,
// successfully, as its caller (tester01, or partner01 for the partner's operations); every read-only
// operation that caller may call (each of the contract's request examples) is read just before and
// just after, and a read whose answer changed but is not in the operation's x-invalidates fails the
// test, named. What an operation changes for someone else is not its caller's cache (openapi/README.md,
// "What an operation changes"). Lists naming more than the sandbox shows are printed, not failed: the
// real server may do more than the sandbox.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoul, seoulDateTime } from '../../mocks/sandbox/clock';
import { members, sessions } from '../../mocks/sandbox/db/schema';
import { totpCodes } from '../support/totp-codes';
import { move } from '../../mocks/sandbox/ledger';
import { INVALIDATES, type ChangingPath } from '../../src/api/generated/invalidates';
import { OPERATIONS, type OperationId } from '../../src/api/generated/operations';
import { contractRequests, type ContractRequest } from './support/contract-requests';
import { makeMember } from './support/members';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

const changesState = (id: OperationId) => OPERATIONS[id].path in INVALIDATES;
const listOf = (id: OperationId): readonly string[] => INVALIDATES[OPERATIONS[id].path as ChangingPath];

/** State-changing operations this test does not do, and why (each has x-invalidates: []). */
const NOT_DONE: Partial<Record<OperationId, string>> = {
  memberLogin: "a guest's: starts the session, before which the caller has no cached answer",
  memberSignup: "a guest's: the new member has no session",
  refreshToken: 'changes the session token only; the session layer holds it',
  memberLogout: 'ends the session: sign-out drops every cached answer of the member',
  memberExclude: 'ends every session of the member at once (LOGOUT push): sign-out drops every cached answer',
};

/**
 * Fields that change without any operation (the clock moves between two reads), per read. Kept short:
 * the first test proves it is enough, by reading everything twice with nothing done in between.
 */
const CHANGE_BY_THEMSELVES: Partial<Record<OperationId, readonly string[] | 'all'>> = {
  // the session's expiry is counted from the moment of the read
  getToken: ['tokenExpiresAt'],
  // the running round: its countdown, and the next round once it closes
  minigameRound: 'all',
  // the board's prices drift with the clock
  sportFixtures: ['odds'],
};

type Caller = 'member' | 'partner';
const LOGIN: Record<Caller, string> = { member: 'tester01', partner: 'partner01' };
const CAN_READ: Record<Caller, readonly string[]> = { member: ['guest', 'member'], partner: ['guest', 'member', 'partner'] };

const requests = await contractRequests();

/**
 * Reads as the screens ask them, besides the contract's examples: those ask for fixed past days and
 * the notice board, where nothing done today shows.
 */
const today = seoul(new Date()).date;
const DAY = { page: 1, count_per_list: 10, startDate: today, endDate: today };
const screenRead = (id: OperationId, body: Record<string, unknown>, path: Record<string, string> = {}): ContractRequest => ({
  id,
  access: OPERATIONS[id].access,
  example: `today ${JSON.stringify({ ...body, ...path })}`,
  body,
  path,
  query: {},
  idempotent: false,
  codes: new Set(['0']),
});
const SCREEN_READS: ContractRequest[] = [
  screenRead('cashList', { ...DAY, cashType: 'in' }),
  screenRead('cashList', { ...DAY, cashType: 'out' }),
  screenRead('betList', { ...DAY, oldYn: 'N' }),
  screenRead('pointList', DAY),
  screenRead('couponList', DAY),
  screenRead('memberLedger', DAY),
  screenRead('winLose', { startDate: today, endDate: today }),
  screenRead('boardList', { page: 1, count_per_list: 10 }, { boardType: 'free' }),
  screenRead('partnerStats', { startDate: today, endDate: today }),
  screenRead('partnerCashList', DAY),
  screenRead('partnerBettingList', DAY),
];
const readsOf = (caller: Caller) =>
  [...requests, ...SCREEN_READS].filter((r) => !changesState(r.id) && CAN_READ[caller].includes(r.access));

let s: TestSandbox;
const tokens = {} as Record<Caller, string>;
const db = () => s.sandbox.database.db;

/** Every read of the caller: `<operation> [<example>]` → its answer, the fields that change by themselves left out. */
async function snapshot(caller: Caller): Promise<Map<string, string | null>> {
  const read = async (r: ContractRequest) => {
    const answer = await s.call(r.id, r.body, { token: tokens[caller], path: r.path, query: r.query });
    const skip = CHANGE_BY_THEMSELVES[r.id] ?? [];
    const kept = skip === 'all' ? null : JSON.stringify(answer, (k, v: unknown) => (skip.includes(k) ? undefined : v));
    return [`${r.id} [${r.example}]`, kept] as const;
  };
  return new Map(await Promise.all(readsOf(caller).map(read)));
}

const changed = (before: Map<string, string | null>, after: Map<string, string | null>) =>
  [...after].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
const idOf = (read: string) => read.slice(0, read.indexOf(' ')) as OperationId;
/** Where two answers first differ, with a little context: what a failure shows. */
function difference(was: string | null | undefined, now: string | null | undefined): string {
  const [a, b] = [was ?? '', now ?? ''];
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const at = (t: string) => t.slice(Math.max(0, i - 60), i + 40);
  return `…${at(a)}… → …${at(b)}…`;
}

interface Action {
  id: OperationId;
  as: Caller;
  /** State the operation needs, set up before the "before" reads (the console, the database). */
  prepare?: () => Promise<void>;
  /** The request: may read first (ids of rows to act on). */
  request: () => Promise<{ body: Record<string, unknown>; path?: Record<string, string> }>;
}

const read = async <Id extends OperationId>(
  id: Id,
  body: Record<string, unknown>,
  caller: Caller = 'member',
  path?: Record<string, string>,
) => okData(await s.call(id, body, { token: tokens[caller], ...(path ? { path } : {}) }));
const operator = async (path: string) => {
  const answer = await s.operator('POST', path, {});
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
};
const done: { cashIdx?: number; boardIdx?: number } = {};
let totpCode: () => Promise<string> = () => Promise.reject(new Error('no secret yet'));
const toGameMoney = (amount: number) =>
  db().transaction(async (tx) => {
    await tx.update(members).set({ inGame: false, moneyMerged: false }).where(eq(members.memId, LOGIN.member));
    await move(tx, { memId: LOGIN.member, account: 'game', amount, reason: 'test', txId: `test:${randomUUID()}` });
  });
const approve = async (cashIdx: number | undefined) => {
  await operator(`/__sandbox/cash/${cashIdx}/wait`);
  await operator(`/__sandbox/cash/${cashIdx}/approve`);
};

const ACTIONS: Action[] = [
  // the partner's first: the test's reading before them is the partner's
  {
    id: 'partnerMoneyTransfer',
    as: 'partner',
    request: async () => ({ body: { targetId: 'inval01', amount: 10_000, type: 'give' } }),
  },
  {
    id: 'partnerMoneyMove',
    as: 'partner',
    request: async () => ({ body: { fromId: 'inval01', toId: LOGIN.member, amount: 5_000 } }),
  },
  {
    id: 'partnerRateUpdate',
    as: 'partner',
    request: async () => {
      const casino = (await read('partnerRates', { memId: 'partner02' }, 'partner')).rates.find((r) => r.category === 'casino');
      const rollingRate = Math.max(0, Math.round((casino?.rollingRate ?? 1) * 10 - 1) / 10);
      return { body: { memId: 'partner02', rates: [{ category: 'casino', rollingRate, losingRate: casino?.losingRate ?? 0 }] } };
    },
  },
  {
    id: 'partnerSettlementReserve',
    as: 'partner',
    request: async () => {
      const rows = (await read('partnerSettlements', { page: 1, count_per_list: 100, paidYn: 'N' }, 'partner')).list;
      const row = rows.find((r) => r.paidYn === 'N' && !r.reservedAt);
      const payAt = seoulDateTime(new Date(Date.now() + 3_600_000));
      return { body: { payAt, memId: row?.memId, settlementDate: row?.date, category: row?.category } };
    },
  },
  {
    id: 'partnerSettlementReserveCancel',
    as: 'partner',
    request: async () => {
      const waiting = (await read('partnerSettlementReserveList', { page: 1, count_per_list: 100, status: 'waiting' }, 'partner')).list;
      return { body: { reserveIdx: waiting[0]?.reserveIdx } };
    },
  },
  {
    id: 'partnerCreate',
    as: 'partner',
    request: async () => ({
      body: {
        memId: 'inval02',
        memPass: 'secret12',
        memNick: 'nick-inval02',
        partnerType: 'PTN_2',
        memPhone: '010-7777-0202',
        bank: '004',
        memName: '홍길동',
        bankacc: '777700202',
        rates: [{ category: 'casino', rollingRate: 0.5, losingRate: 10 }],
      },
    }),
  },
  { id: 'attendanceCheck', as: 'member', request: async () => ({ body: {} }) },
  { id: 'pointChange', as: 'member', request: async () => ({ body: { point: 5_000 } }) },
  {
    id: 'couponUse',
    as: 'member',
    request: async () => {
      const unused = (await read('couponList', { page: 1, count_per_list: 100, status: 'unused' })).list;
      return { body: { couponIdx: unused[0]?.couponIdx } };
    },
  },
  {
    id: 'couponGift',
    as: 'member',
    request: async () => {
      const unused = (await read('couponList', { page: 1, count_per_list: 100, status: 'unused' })).list;
      return { body: { couponIdx: unused[0]?.couponIdx, targetId: 'tester02' } };
    },
  },
  {
    id: 'messageRead',
    as: 'member',
    request: async () => {
      const unread = (await read('messageList', { page: 1, count_per_list: 100 })).list.find((m) => m.readYn === 'N');
      return { body: { msgIdx: unread?.msgIdx } };
    },
  },
  {
    id: 'messageUpdate',
    as: 'member',
    request: async () => {
      const seen = (await read('messageList', { page: 1, count_per_list: 100 })).list.find((m) => m.readYn === 'Y');
      return { body: { msgIdx: seen?.msgIdx, readYn: 'N' } };
    },
  },
  { id: 'messageReadAll', as: 'member', request: async () => ({ body: {} }) },
  {
    id: 'messageDelete',
    as: 'member',
    request: async () => ({ body: { msgIdxList: [(await read('messageList', { page: 1, count_per_list: 100 })).list[0]?.msgIdx] } }),
  },
  { id: 'requestAccount', as: 'member', request: async () => ({ body: {} }) },
  {
    id: 'boardSave',
    as: 'member',
    request: async () => ({
      body: { title: '새 글', content: '무엇이 바뀌는지', memId: LOGIN.member, memName: '홍길동' },
      path: { boardType: 'free' },
    }),
  },
  {
    id: 'commentSave',
    as: 'member',
    request: async () => {
      const post = (await read('boardList', { page: 1 }, 'member', { boardType: 'free' })).list[0];
      return { body: { boardIdx: post?.boardIdx, regId: LOGIN.member, content: '댓글' } };
    },
  },
  { id: 'memberUpdate', as: 'member', request: async () => ({ body: { memPass: 'secret12', memPhone: '010-5555-0101' } }) },
  {
    id: 'cashIn',
    as: 'member',
    request: async () => ({ body: { payType: 'bank', amount: 100_000, bonusYn: 'N', depositName: '홍길동' } }),
  },
  {
    id: 'cashDelete',
    as: 'member',
    prepare: () => approve(done.cashIdx),
    request: async () => ({ body: { cashIdxList: [done.cashIdx] } }),
  },
  { id: 'cashOut', as: 'member', request: async () => ({ body: { payType: 'bank', amount: 10_000, cashOutPass: '1234' } }) },
  {
    id: 'betPlace',
    as: 'member',
    prepare: () => approve(done.cashIdx),
    request: async () => {
      const fixture = (await read('sportFixtures', { menu: 'combination' })).list.find((f) => f.markets.some((m) => m.odds.length));
      const market = fixture?.markets.find((m) => m.odds.length);
      const pick = market?.odds[0];
      return {
        body: {
          gameType: 'sport',
          betAmount: 10_000,
          oddsPolicy: 'any',
          selections: [{ fixtureId: fixture?.fixtureId, marketId: market?.marketId, key: pick?.key, odds: pick?.odds }],
        },
      };
    },
  },
  { id: 'moneyMerge', as: 'member', prepare: () => toGameMoney(50_000), request: async () => ({ body: {} }) },
  { id: 'outGameMoney', as: 'member', prepare: () => toGameMoney(30_000), request: async () => ({ body: {} }) },
  // safer gambling and security; a high monthly limit, so no later action meets it
  { id: 'memberLimitSave', as: 'member', request: async () => ({ body: { kind: 'deposit', period: 'month', amount: 50_000_000 } }) },
  {
    id: 'memberLimitCancel',
    as: 'member',
    prepare: async () => {
      await s.call('memberLimitSave', { kind: 'deposit', period: 'month', amount: 60_000_000 }, { token: tokens.member });
    },
    request: async () => ({ body: { kind: 'deposit', period: 'month' } }),
  },
  { id: 'memberRealityCheck', as: 'member', request: async () => ({ body: { minutes: 15 } }) },
  // not served from state yet (the contract's examples): they change nothing here
  {
    id: 'memberSessionEnd',
    as: 'member',
    // a second session of the member to end (another login would end the first): written straight in
    prepare: async () => {
      await db()
        .insert(sessions)
        .values({ token: `sbx-${LOGIN.member}-second`, memId: LOGIN.member, createdAt: sandboxNow(), lastSeenAt: sandboxNow() });
    },
    request: async () => ({ body: { sessionId: (await read('memberSessions', {})).list.find((r) => !r.current)?.sessionId } }),
  },
  { id: 'memberSessionEndOthers', as: 'member', request: async () => ({ body: {} }) },
  // two-step on and off again, with the codes an authenticator app shows (tests/support/totp-codes.ts)
  { id: 'memberTotpStart', as: 'member', request: async () => ({ body: {} }) },
  {
    id: 'memberTotpConfirm',
    as: 'member',
    prepare: async () => {
      totpCode = totpCodes(okData(await s.call('memberTotpStart', {}, { token: tokens.member })).secret);
    },
    request: async () => ({ body: { code: await totpCode() } }),
  },
  { id: 'memberTotpDisable', as: 'member', request: async () => ({ body: { code: await totpCode() } }) },
  // last of the member's: the member is in a game afterwards
  {
    id: 'gameLaunch',
    as: 'member',
    request: async () => ({ body: { vendorKey: '200', gameType: 'slot', gameKey: 'vs_gatesofolympus' } }),
  },
];

/** How far the sandbox's clock is from the real one (beforeAll moves it to noon in Seoul). */
let clockShiftMs = 0;
const sandboxNow = () => new Date(Date.now() + clockShiftMs);

beforeAll(async () => {
  s = await openTestSandbox();
  // noon in Seoul on today's date: outside the 23:30-00:30 bank maintenance (a withdrawal is one of
  // the actions) whatever the hour the suite runs at, and still today for the day's reads
  const noon = `${today}T03:00:00.000Z`;
  clockShiftMs = Date.parse(noon) - Date.now();
  const moved = await s.operator('POST', '/__sandbox/clock', { now: noon });
  expect(moved.status).toBe(200);
  await makeMember(s, { memId: 'inval01', parentId: LOGIN.partner, cash: 100_000 });
  tokens.member = await s.login(LOGIN.member);
  tokens.partner = await s.login(LOGIN.partner);
}, 60_000);

checkTheBooks(() => s);

describe('x-invalidates against the sandbox', () => {
  it('does every state-changing operation but the session calls', () => {
    const all = (Object.keys(OPERATIONS) as OperationId[]).filter(changesState);
    expect(all.filter((id) => !NOT_DONE[id] && !ACTIONS.some((a) => a.id === id))).toEqual([]);
    for (const id of Object.keys(NOT_DONE) as OperationId[]) expect(listOf(id), id).toEqual([]);
  });

  /** The last reading, the next action's "before" when it needs no preparation and has the same caller. */
  const last: Partial<Record<Caller, Map<string, string | null>>> = {};
  // every read of both callers, twice: past the 30 s default when the machine is busy (seen in CI)
  it(
    'reads the same twice with nothing done in between (the fields that change by themselves are known)',
    { timeout: 90_000 },
    async () => {
      for (const caller of ['member', 'partner'] as const) {
        const first = await snapshot(caller);
        const second = await snapshot(caller);
        expect(
          changed(first, second).map((k) => `${k}: ${difference(first.get(k), second.get(k))}`),
          caller,
        ).toEqual([]);
        for (const k of Object.keys(last) as Caller[]) delete last[k];
        last[caller] = second;
      }
    },
  );

  const overstated: string[] = [];
  afterAll(() => {
    if (overstated.length) console.log(`x-invalidates naming more than the sandbox changes:\n${overstated.join('\n')}`);
  });

  it.for(ACTIONS.map((a) => [`${a.id} as ${LOGIN[a.as]}`, a] as const))('%s', async ([, a]) => {
    if (a.prepare) await a.prepare();
    const before = (!a.prepare && last[a.as]) || (await snapshot(a.as));
    const { body, path } = await a.request();
    const key = OPERATIONS[a.id].idempotent ? randomUUID() : undefined;
    const answer = (await s.call(a.id, body, { token: tokens[a.as], key, ...(path ? { path } : {}) })) as {
      code: string;
      data?: { cashIdx?: number };
    };
    expect(answer.code, `${a.id} ${JSON.stringify(body)} → ${JSON.stringify(answer)}`).toBe('0');
    if (a.id === 'cashIn' || a.id === 'cashOut') done.cashIdx = answer.data?.cashIdx;
    const after = await snapshot(a.as);
    for (const k of Object.keys(last) as Caller[]) delete last[k];
    last[a.as] = after;
    const reads = changed(before, after);
    const stale = new Set<string>(reads.map((r) => OPERATIONS[idOf(r)].path));
    const listed = listOf(a.id);
    const missing = reads
      .filter((r) => !listed.includes(OPERATIONS[idOf(r)].path))
      .map((r) => `${OPERATIONS[idOf(r)].path} (${r}: ${difference(before.get(r), after.get(r))})`);
    expect(missing, `${a.id} (${OPERATIONS[a.id].path}) changed reads its x-invalidates does not name`).toEqual([]);
    const more = listed.filter((p) => !stale.has(p));
    if (more.length) overstated.push(`  ${a.id}: ${more.join(', ')}`);
  });
});
