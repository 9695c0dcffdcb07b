// Site operations from the settings table and cash_requests, and the console's site routes
// (settings, maintenance and its INSPECT push).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seoulDateTime } from '../../mocks/sandbox/clock';
import { cashRequests } from '../../mocks/sandbox/db/schema';
import { BUILT_IN_CODES } from '../../mocks/sandbox/domain/site-codes';
import { makeMember } from './support/members';
import { listen } from './support/push';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s);

const set = (key: string, value: unknown) => s.operator('POST', `/__sandbox/settings/${key}`, { value });

describe('site settings', () => {
  it('banks, banners and both popup lists answer what the settings hold, by ord', async () => {
    const banks = [{ bankCode: '004', bankNameKr: '국민은행', bankNameEn: 'KB Kookmin Bank' }];
    expect((await set('banks', banks)).status).toBe(200);
    expect(okData(await s.call('bankList', {}))).toEqual(banks);
    await set('banners', [
      { bannerIdx: 2, isClose: 'N', title: 'second', position: 'main', ord: 2 },
      { bannerIdx: 1, isClose: 'N', title: 'first', position: 'firstCharge', ord: 1 },
    ]);
    expect(okData(await s.call('bannerList', {})).map((b) => b.bannerIdx)).toEqual([1, 2]);
    await set('popups', {
      guest: [{ bannerIdx: 21, isClose: 'Y', title: 'guest' }],
      member: [{ bannerIdx: 31, isClose: 'Y', title: 'member' }],
    });
    expect(okData(await s.call('popupList', {})).map((b) => b.bannerIdx)).toEqual([21]);
    const token = await s.login('tester01');
    expect(okData(await s.call('loginPopupList', {}, { token })).map((b) => b.bannerIdx)).toEqual([31]);
  });

  it('siteOption answers the setting; GET /__sandbox/settings shows every key', async () => {
    const option = okData(await s.call('siteOption', {}));
    expect(option.siteOption.signupYn).toBe('Y');
    await set('siteOption', { ...option, siteOption: { ...option.siteOption, sns2Link: 'https://t.me/cs' } });
    expect(okData(await s.call('siteOption', {})).siteOption.sns2Link).toBe('https://t.me/cs');
    const all = await s.operator<Record<string, unknown>>('GET', '/__sandbox/settings');
    expect(Object.keys(all.body)).toEqual(
      expect.arrayContaining(['siteOption', 'maintenance', 'banks', 'codes', 'cashRules', 'attendanceRewards']),
    );
  });

  it('the settings route refuses an unknown key (404) and a value of the wrong shape (400)', async () => {
    expect((await set('nope', 1)).status).toBe(404);
    expect((await set('banks', { not: 'a list' })).status).toBe(400);
    expect((await s.operator('POST', '/__sandbox/settings/banks', {})).status).toBe(400);
  });
});

describe('maintenance', () => {
  it('a window covering now is answered by siteCheckInfo and pushes INSPECT Y to live sessions; nulls clear it', async () => {
    const token = await s.login('tester01');
    const push = await listen(s.sandbox.wsUrl, token);
    try {
      const now = Date.now();
      const window = {
        startDate: seoulDateTime(new Date(now - 3_600_000)),
        endDate: seoulDateTime(new Date(now + 3_600_000)),
        message: '점검',
      };
      const r = await s.operator<{ active: boolean; pushed: number }>('POST', '/__sandbox/maintenance', window);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ active: true });
      expect(await push.waitFor('INSPECT')).toEqual({ cmd: 'INSPECT', data1: 'Y' });
      expect(okData(await s.call('siteCheckInfo', {}))).toEqual(window);
      await s.operator('POST', '/__sandbox/maintenance', { startDate: null, endDate: null });
      expect(okData(await s.call('siteCheckInfo', {}))).toEqual({ startDate: null, endDate: null });
    } finally {
      await push.close();
    }
  });

  it('a window in the future is kept without a push; a bad date is 400', async () => {
    const r = await s.operator<{ active: boolean; pushed: number }>('POST', '/__sandbox/maintenance', {
      startDate: '2099-01-01 00:00:00',
      endDate: '2099-01-02 00:00:00',
    });
    expect(r.body).toMatchObject({ active: false, pushed: 0 });
    expect(okData(await s.call('siteCheckInfo', {})).startDate).toBe('2099-01-01 00:00:00');
    expect((await s.operator('POST', '/__sandbox/maintenance', { startDate: 'tomorrow', endDate: null })).status).toBe(400);
    expect(
      (await s.operator('POST', '/__sandbox/maintenance', { startDate: '2099-01-02 00:00:00', endDate: '2099-01-01 00:00:00' })).status,
    ).toBe(400);
    await s.operator('POST', '/__sandbox/maintenance', { startDate: null, endDate: null });
  });
});

describe('liveCashList', () => {
  it('the newest completed deposits and withdrawals, ids masked', async () => {
    await makeMember(s, { memId: 'abcde01' });
    const db = s.sandbox.database.db;
    const t = Date.now();
    await db.insert(cashRequests).values([
      { memId: 'abcde01', direction: 'in', payType: 'bank', amount: 300_000, status: '1', processedAt: new Date(t - 60_000) },
      { memId: 'tester01', direction: 'out', payType: 'bank', amount: 1_250_000, status: '1', processedAt: new Date(t - 30_000) },
      { memId: 'tester01', direction: 'in', payType: 'bank', amount: 50_000, status: '0' },
    ]);
    // the seeded history is older: the two just completed come first
    expect(okData(await s.call('liveCashList', {})).slice(0, 2)).toEqual([
      { memId: 'te***', amount: 1_250_000, cashType: 'out', regDate: seoulDateTime(new Date(t - 30_000)) },
      { memId: 'ab***', amount: 300_000, cashType: 'in', regDate: seoulDateTime(new Date(t - 60_000)) },
    ]);
  });
});

describe('codes', () => {
  it('gameCodes and gameGroupCodes answer the built-in codes, as the contract shows them', async () => {
    const all = okData(await s.call('gameCodes', { masterCode: 'game' }));
    const example = JSON.parse(
      readFileSync(new URL('../../openapi/components/examples/GameCodes.yaml', import.meta.url), 'utf8').replace(/^#.*$/gm, ''),
    ) as { value: { data: unknown[] } };
    expect(all).toEqual(example.value.data);
    expect(all[0]).toEqual({
      code: '1',
      codeName: '에볼루션',
      codeNameEN: 'Evolution',
      groupCode: 'casino',
      groupCodeNameEN: 'Live casino',
      ord: 1,
      useYn: 'Y',
    });
    expect(okData(await s.call('gameCodes', { masterCode: 'game', groupCode: 'hotel' })).map((c) => c.code)).toEqual(['401', '402', '403']);
    expect(okData(await s.call('gameCodes', { masterCode: 'game', code: '200' })).map((c) => c.codeNameEN)).toEqual(['Pragmatic Play']);
    const groups = okData(await s.call('gameGroupCodes', {}));
    expect(groups.map((g) => g.code)).toEqual(['casino', 'hotel', 'slot', 'sport', 'esport', 'mini', 'fishing']);
    // the seed's codes setting extends the built-in board categories
    expect(okData(await s.call('commonCode', { masterCode: 'bcategory' })).map((c) => c.code)).toEqual(
      expect.arrayContaining(['casino', 'slot', 'sport']),
    );
    expect(okData(await s.call('commonCode', { masterCode: 'nothing' }))).toEqual([]);
  });

  it("the codes setting replaces a group's built-in codes", async () => {
    await set('codes', [
      { code: 'slot', codeName: '슬롯', groupCode: 'game', ord: 1 },
      { code: '999', codeName: '새 슬롯', codeNameEN: 'New slots', groupCode: 'slot', ord: 1, useYn: 'Y' },
    ]);
    try {
      expect(okData(await s.call('gameGroupCodes', {})).map((g) => g.code)).toEqual(['slot']);
      expect(okData(await s.call('gameCodes', { masterCode: 'game', groupCode: 'slot' })).map((c) => c.code)).toEqual(['999']);
      expect(okData(await s.call('commonCode', { masterCode: 'bcategory' }))).toEqual(
        BUILT_IN_CODES.filter((c) => c.groupCode === 'bcategory'),
      );
    } finally {
      await set('codes', []);
    }
  });
});
