// The sports boards and the bet slip (issue 14) against the mock: filters reaching the server (sport,
// league), a combined bet placed through the slip with its exact body and emptied after; B6001, B9999
// (its wait counted down) and B1001 each its own message, the stake kept; live prices refreshing in
// place (the page's clock driven through the 5 s refresh) with ▲ / ▼ marks, each odds-change setting
// applied to the slip (higher takes a rise and holds a fall, none holds both, any takes both), the
// server's "odds changed" answer applied to the slip (new prices with two decimals, one tap to accept,
// the total with them) and no stale stake problem after an accepted bet, a held market greyed; LOCK_BET_YN turning betting off. Mobile in
// English: the slip as a bottom sheet that survives a reload, a single bet, /gameway (e-sports) and
// /esport/single arriving single-folder. Results: /result/sport/<kind> (rows in words, filters and
// page 2 reaching the server, empty, an error with retry) and the phone's /resultMain in English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { push, waitForTopic } from './support/push';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { clearRequests, clearScenarios, lastBody, requestsTo, setScenario } from './support/mock';
import { landing, MEMBER_TOKEN, show, useShellSuite } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();
const BET = '/api/bet/betProc';
const FIXTURES = '/api/sport/fixtures';
const RESULTS = '/api/sport/results';

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'winner_auth_token')?.value ?? MEMBER_TOKEN;
const price = (page: Page, name: RegExp) => page.getByRole('button', { name });

describe('sports betting', () => {
  it('desktop combination: sport and league filters reach the server; a combined bet through the slip (exact body); B6001, B9999 with its wait, B1001, stake kept', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.clock.install();
    await show(page, '/sport/combinationbetting');
    const board = page.getByRole('region', { name: '경기 목록' });
    await board.getByRole('heading', { name: '토트넘 vs 뉴캐슬' }).waitFor();
    expect(await lastBody(FIXTURES)).toEqual({ siteId: 'winner', menu: 'combination', page: 1 });

    await page.getByRole('tab', { name: '농구' }).click();
    await expect.poll(() => board.getByRole('heading', { name: '토트넘 vs 뉴캐슬' }).count()).toBe(0);
    await board.getByRole('heading', { name: 'LA 레이커스 vs 보스턴 셀틱스' }).waitFor();
    expect(await lastBody(FIXTURES)).toEqual({ siteId: 'winner', menu: 'combination', page: 1, sport: 'basketball' });
    await page.getByRole('tab', { name: '전체' }).click();
    await page.getByRole('combobox', { name: '리그' }).click();
    await page.getByRole('option', { name: /^EPL/ }).click();
    await expect.poll(() => lastBody(FIXTURES)).toEqual({ siteId: 'winner', menu: 'combination', page: 1, league: 'EPL' });
    expect(new URL(page.url()).searchParams.get('league')).toBe('EPL');
    await board.getByRole('heading', { name: '아스날 vs 첼시' }).waitFor();

    // two fixtures in one slip: the combined odds and the potential win as the stake is typed
    const slip = page.getByRole('region', { name: '베팅 슬립' });
    await price(page, /^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32$/).click();
    await price(page, /^아스날 vs 첼시, 언더오버 2\.5, 언더, 1\.93$/).click();
    await slip.getByText('2폴더 총 배당').waitFor();
    await slip.getByText('4.48', { exact: true }).waitFor();
    expect(await price(page, /^맨체스터 시티 vs 리버풀, 승무패, 홈승/).getAttribute('aria-pressed')).toBe('true');
    await slip.getByRole('button', { name: '베팅금액에 10,000 더하기' }).click();
    await slip.getByText('44,800원').waitFor();
    await expectAccessible(page, 'sports combination, desktop');
    await shot(page, 'sports-desktop');

    const place = slip.getByRole('button', { name: '베팅하기', exact: true });
    for (const [code, words] of [
      ['B6001', '최소 베팅금액'],
      ['B1001', ''],
    ] as const) {
      await setScenario(BET, code, 1);
      await place.click();
      await slip.getByRole('alert').waitFor();
      if (words) await slip.getByRole('alert').getByText(words, { exact: false }).waitFor();
      expect(await slip.getByRole('textbox', { name: '베팅금액' }).inputValue()).toBe('10,000');
      await slip.getByRole('button', { name: '닫기' }).click();
    }
    await setScenario(BET, 'B9999', 1);
    await place.click();
    await slip.getByText('30초 후 다시 베팅할 수 있습니다.').waitFor();
    expect(await place.isDisabled()).toBe(true);
    await page.clock.runFor(31_000);
    await expect.poll(() => place.isDisabled()).toBe(false);

    // the server says both prices moved (setting: always ask): the slip shows each new price beside
    // the old one (two decimals), placing waits, one tap takes them in with the combined odds
    await setScenario(BET, 'oddsChanged', 1);
    await place.click();
    const changed = slip.getByRole('alert').filter({ hasText: '배당이 바뀌어 베팅하지 않았습니다.' });
    await changed.getByText('맨체스터 시티 vs 리버풀 · 승무패 · 홈승: 2.32 → 2.10 ▼ (배당 내림)').waitFor();
    await changed.getByText('아스날 vs 첼시 · 언더오버 2.5 · 언더: 1.93 → 2.04 ▲ (배당 오름)').waitFor();
    await slip.getByText('→ 새 배당 2.10', { exact: false }).waitFor();
    await slip.getByText('→ 새 배당 2.04', { exact: false }).waitFor();
    await slip.getByText('배당이 바뀌었습니다. 새 배당을 확인하고 받아들여야 베팅할 수 있습니다.').waitFor();
    expect(await place.isDisabled()).toBe(true);
    await expectAccessible(page, 'sports slip, the server’s new odds to accept');
    await slip.getByRole('button', { name: '바뀐 배당 받기' }).click();
    await slip.getByText('4.28', { exact: true }).waitFor(); // 2.10 × 2.04
    await slip.getByText('42,800원').waitFor();
    expect(await slip.getByText('새 배당', { exact: false }).count()).toBe(0);

    await clearRequests();
    await place.dblclick();
    await slip.getByText(/베팅이 접수되었습니다\. 베팅번호 90215/).waitFor();
    expect((await requestsTo(BET)).map((r) => r.body)).toEqual([
      {
        siteId: 'winner',
        gameType: 'sport',
        betAmount: 10000,
        oddsPolicy: 'none',
        selections: [
          { fixtureId: 'f-8100', marketId: 'f-8100-wl', key: 'home', odds: 2.1 },
          { fixtureId: 'f-8101', marketId: 'f-8101-uo', key: 'under', odds: 2.04 },
        ],
      },
    ]);
    await slip.getByText('배당을 눌러 베팅 슬립에 담으세요.').waitFor();
    // the slip starts again: no problem is said about a stake nobody has typed yet
    expect(await slip.getByText('베팅금액을 입력하세요.').count()).toBe(0);
    expect(await slip.getByRole('textbox', { name: '베팅금액' }).getAttribute('aria-invalid')).toBe('false');
    expect(problems).toEqual([]);
  }, 90_000);

  it('desktop live: prices refresh in place with marks; higher, none and any applied to the slip; the server’s odds change; a held market; LOCK_BET_YN', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.clock.install();
    await show(page, '/sport/livebetting');
    const slip = page.getByRole('region', { name: '베팅 슬립' });
    await page.getByRole('heading', { name: '울산 HD vs 전북 현대' }).waitFor();
    // a held fixture: its prices greyed, not pickable
    expect(await price(page, /^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32, 베팅 중지$/).isDisabled()).toBe(true);

    await slip.getByRole('radio', { name: '오른 배당만 자동으로 받기' }).check();
    await price(page, /^울산 HD vs 전북 현대, 승무패, 홈승, 2\.45$/).click();
    await price(page, /^서울 SK vs 울산 현대모비스, 언더오버 158\.5, 오버, 1\.85$/).click();
    const refresh = async (example: string | null) => {
      if (example) await setScenario(FIXTURES, example);
      else await clearScenarios();
      await page.clock.runFor(5_000);
    };
    // higher: the rise is taken (▲), the fall waits for the member
    await refresh('liveMoved');
    await price(page, /^울산 HD vs 전북 현대, 승무패, 홈승, 2\.20, 배당 내림$/).waitFor();
    await price(page, /^울산 HD vs 전북 현대, 승무패, 원정승, 3\.26, 배당 오름$/).waitFor();
    await page.getByText("후반 69'", { exact: false }).waitFor();
    await slip.getByText('새 배당 2.20', { exact: false }).waitFor();
    await slip.getByText('배당이 바뀌었습니다. 새 배당을 확인하고 받아들여야 베팅할 수 있습니다.').waitFor();
    expect(await slip.getByRole('button', { name: '베팅하기', exact: true }).isDisabled()).toBe(true);
    await slip.getByText('1.93', { exact: true }).waitFor();
    await expectAccessible(page, 'sports live, a price to accept');
    await shot(page, 'sports-live');
    await slip.getByRole('button', { name: '바뀐 배당 받기' }).click();
    await slip.getByText('4.25', { exact: true }).waitFor(); // 2.20 × 1.93

    // none: both moves back wait for the member
    await slip.getByRole('radio', { name: '항상 묻기 (자동으로 받지 않음)' }).check();
    await refresh(null);
    await slip.getByText('새 배당 2.45', { exact: false }).waitFor();
    await slip.getByText('새 배당 1.85', { exact: false }).waitFor();
    await slip.getByRole('button', { name: '바뀐 배당 받기' }).click();
    // any: every move is taken at once
    await slip.getByRole('radio', { name: '모든 배당 변경 자동으로 받기' }).check();
    await refresh('liveMoved');
    await slip.getByText('4.25', { exact: true }).waitFor();
    expect(await slip.getByRole('button', { name: '바뀐 배당 받기' }).count()).toBe(0);

    // the bet carries the setting
    await slip.getByRole('button', { name: '베팅금액에 10,000 더하기' }).click();
    await setScenario(BET, 'B6005', 1);
    await clearRequests();
    await slip.getByRole('button', { name: '베팅하기', exact: true }).click();
    await slip.getByRole('alert').waitFor();
    expect((await lastBody(BET)) as Record<string, unknown>).toMatchObject({ oddsPolicy: 'any', betAmount: 10000 });

    // games down: prices shown, nothing pickable, the reason said
    const token = await tokenOf(page);
    await waitForTopic(token);
    expect(await push(token, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await page.getByText('게임 점검 중이라 지금은 베팅할 수 없습니다. 배당만 볼 수 있습니다.').waitFor();
    expect(await price(page, /^FC 서울 vs 포항 스틸러스, 승무패, 홈승/).isDisabled()).toBe(true);
    expect(await slip.getByRole('button', { name: '베팅하기', exact: true }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  }, 90_000);

  it('phone: the server’s odds change taken in one tap in the slip sheet; live, the odds-change setting there (higher: a fall held for the member)', async () => {
    const { page, problems } = await open(MOBILE, { member: true });
    await page.clock.install();
    await show(page, '/sport/combinationbetting');
    await price(page, /^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32$/).click();
    const bar = page.getByRole('button', { name: /^베팅 슬립 · 1폴더/ });
    await bar.click();
    const slip = page.getByRole('dialog').getByRole('region', { name: '베팅 슬립' });
    const place = slip.getByRole('button', { name: '베팅하기', exact: true });
    await slip.getByRole('button', { name: '단폴더' }).click();
    await slip.getByRole('button', { name: '베팅금액에 10,000 더하기' }).click();
    await setScenario(BET, 'oddsChanged', 1);
    await place.click();
    const changed = slip.getByRole('alert').filter({ hasText: '배당이 바뀌어 베팅하지 않았습니다.' });
    await changed.getByText('맨체스터 시티 vs 리버풀 · 승무패 · 홈승: 2.32 → 2.10 ▼ (배당 내림)').waitFor();
    expect(await place.isDisabled()).toBe(true);
    await expectAccessible(page, 'sports slip sheet, the server’s new odds to accept, phone');
    await slip.getByRole('button', { name: '바뀐 배당 받기' }).click();
    await clearRequests();
    await place.click();
    await slip.getByText(/베팅이 접수되었습니다\./).waitFor();
    expect(await lastBody(BET)).toMatchObject({ selections: [{ fixtureId: 'f-8100', key: 'home', odds: 2.1 }] });

    // live: the setting in the sheet; higher holds a fall for the member, one tap takes it
    await show(page, '/sport/livebetting');
    await price(page, /^울산 HD vs 전북 현대, 승무패, 홈승, 2\.45$/).click();
    await bar.click();
    await slip.getByRole('radio', { name: '오른 배당만 자동으로 받기' }).check();
    await setScenario(FIXTURES, 'liveMoved');
    await page.clock.runFor(5_000);
    await slip.getByText('새 배당 2.20', { exact: false }).waitFor();
    expect(await place.isDisabled()).toBe(true);
    await slip.getByRole('button', { name: '바뀐 배당 받기' }).click();
    await expect.poll(() => slip.getByText('새 배당', { exact: false }).count()).toBe(0);
    await slip.getByText('2.20', { exact: true }).first().waitFor();
    expect(problems).toEqual([]);
  }, 90_000);

  it('mobile in English: the slip as a bottom sheet that survives a reload; a single bet placed; /gameway e-sports; /esport/single arrives single', async () => {
    const { page, problems } = await open(MOBILE, { member: true, language: 'en' });
    await show(page, '/sport/combinationbetting');
    await price(page, /^토트넘 vs 뉴캐슬, Match result, Home, 2\.55$/).click();
    const bar = page.getByRole('button', { name: /^Bet slip · 1 selection · odds 2\.55$/ });
    await bar.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'sports-mobile', { fullPage: false });
    await page.reload();
    await bar.click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('region', { name: 'Bet slip' }).waitFor();
    await sheet.getByRole('button', { name: 'Single' }).click();
    await sheet.getByRole('button', { name: 'Add 10,000 to the stake' }).click();
    await expectAccessible(page, 'sports slip sheet, mobile, English');
    await shot(page, 'sports-mobile-sheet', { fullPage: false });
    await clearRequests();
    await sheet.getByRole('button', { name: 'Place bet' }).click();
    await sheet.getByText(/Your bet was accepted\./).waitFor();
    expect(await sheet.getByText('Enter a stake.').count()).toBe(0); // the slip starts again: no stale problem
    expect(await lastBody(BET)).toEqual({
      siteId: 'winner',
      gameType: 'sport',
      betAmount: 10000,
      oddsPolicy: 'none',
      selections: [{ fixtureId: 'f-8102', marketId: 'f-8102-wl', key: 'home', odds: 2.55 }],
    });
    await sheet.getByRole('button', { name: 'Close the bet slip' }).click();

    await page.goto('/esport/single');
    expect(await landing(page, '/gameway')).toBeNull();
    await page.getByRole('heading', { level: 1, name: 'E-sports betting' }).waitFor();
    await expect.poll(() => lastBody(FIXTURES)).toMatchObject({ menu: 'esport' });
    expect(await page.getByRole('tab', { name: 'Soccer' }).count()).toBe(0);
    await page.getByRole('region', { name: 'Matches' }).getByRole('button').first().click();
    await expectAccessible(page, 'gameway, mobile, English');
    await shot(page, 'gameway-mobile', { fullPage: false });
    await page.getByRole('button', { name: /^Bet slip · 1 selection/ }).click();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Single' }).getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('results: /result/sport/handy rows in words; sport and day reach the server; win/lose page 2; empty and an error with retry; the phone hub in English', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, '/result/sport/handy');
    const table = page.getByRole('table', { name: '핸디캡 경기결과 목록' });
    const row = table.getByRole('row', { name: /리버풀 vs 아스날/ });
    await row.getByText('원정승 (아스날)').waitFor();
    await row.getByText('2 : 2').waitFor();
    await row.getByText('-1.5', { exact: true }).waitFor();
    expect(await lastBody(RESULTS)).toEqual({ siteId: 'winner', kind: 'handy', page: 1 });
    await expectAccessible(page, 'sports results, desktop');
    await shot(page, 'results-desktop');

    await page.getByRole('combobox', { name: '종목' }).click();
    await page.getByRole('option', { name: '축구', exact: true }).click();
    await expect.poll(() => lastBody(RESULTS)).toEqual({ siteId: 'winner', kind: 'handy', page: 1, sport: 'soccer' });
    await page.getByRole('combobox', { name: '날짜' }).click();
    await page.getByRole('option').nth(2).click();
    await expect.poll(async () => ((await lastBody(RESULTS)) as { date?: string } | undefined)?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.getByRole('tab', { name: '승무패' }).click();
    expect(await landing(page, '/result/sport/winloose')).toBeNull();
    const winlose = page.getByRole('table', { name: '승무패 경기결과 목록' });
    await winlose.getByText('무승부').first().waitFor();
    await page.getByRole('button', { name: '2 페이지로' }).click();
    await winlose.getByText('홈승 (포항 스틸러스)').waitFor();
    await expect.poll(() => lastBody(RESULTS)).toMatchObject({ kind: 'winloose', page: 2 });

    await setScenario(RESULTS, 'E002', 1);
    await page.getByRole('tab', { name: '스페셜' }).click();
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('table', { name: '스페셜 경기결과 목록' }).getByText('양팀 모두 득점: 예').first().waitFor();
    await setScenario(RESULTS, 'empty');
    await page.getByRole('tab', { name: '언더오버' }).click();
    await page.getByText('이 조건에 맞는 경기결과가 없습니다.').waitFor();
    await clearScenarios();

    const { page: phone } = await open(MOBILE, { member: true, language: 'en' });
    await show(phone, '/resultMain');
    await phone.getByRole('tab', { name: 'Over/under' }).click();
    await phone.getByText('Over', { exact: true }).first().waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone, 'results hub, sports, mobile, English');
    await shot(phone, 'results-mobile');
    await phone.getByRole('tab', { name: 'Mini games' }).click();
    await phone.getByRole('heading', { level: 2, name: 'Mini game results' }).waitFor();
    expect(problems).toEqual([]);
  });
});
