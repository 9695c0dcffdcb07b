// The sports boards, the bet slip and the results in Chromium against the mock, one page per
// layout. Desktop: the league filter in the address; two picks combined, the server's new odds taken
// in one tap, then placed with a double click (one request), the slip emptied; live, a held market
// greyed, the 5 s refresh (the page's clock driven) moving prices in place with ▲ / ▼, a fall held by
// "higher" and taken in one tap, LOCK_BET_YN (a push) turning betting off; the results, a kind's tab
// and page 2 in the address. Phone, in English: the slip as a bottom sheet that survives a reload, a
// single bet placed, nothing sideways; /esport/single arriving at /gameway single-folder; the results
// hub (the walk's axe has it in Korean). axe on the states the route walk does not reach (the slip with
// the server's new odds to accept, the sheet, the phone's e-sports board in English).
// The filters' and the bets' exact bodies, B6001, B1001 and B9999 (its wait) each in its own words, the
// server's odds change in words (on both layouts), each odds-change setting applied to a refresh, the
// results' filters, paging, error and none: tests/screen/sports.test.tsx.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { push, waitForTopic } from './support/push';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { clearRequests, expectSentOnce, setScenario } from './support/mock';
import { landing, MEMBER_TOKEN, navigateInApp, show, useShellSuite } from './support/shell';
import { shot } from './support/shots';
import { runClock } from './support/clock';

const open = useShellSuite();
const BET = '/api/bet/betProc';
const FIXTURES = '/api/sport/fixtures';

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'winner_auth_token')?.value ?? MEMBER_TOKEN;
const price = (page: Page, name: RegExp) => page.getByRole('button', { name });

describe('sports betting', () => {
  it('desktop: the league in the address; a combined bet, the server’s new odds taken, placed once for a double click; live prices refreshed with marks, a fall held and taken; LOCK_BET_YN; the results’ kind and page in the address', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.clock.install();
    await show(page, '/sport/combinationbetting');
    const board = page.getByRole('region', { name: '경기 목록' });
    await board.getByRole('heading', { name: '토트넘 vs 뉴캐슬' }).waitFor();
    await page.getByRole('combobox', { name: '리그' }).click();
    await page.getByRole('option', { name: /^EPL/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('league')).toBe('EPL');
    await board.getByRole('heading', { name: '아스날 vs 첼시' }).waitFor();

    const slip = page.getByRole('region', { name: '베팅 슬립' });
    const place = slip.getByRole('button', { name: '베팅하기', exact: true });
    await price(page, /^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32$/).click();
    await price(page, /^아스날 vs 첼시, 언더오버 2\.5, 언더, 1\.93$/).click();
    await slip.getByText('4.48', { exact: true }).waitFor();
    await slip.getByRole('button', { name: '베팅금액에 10,000 더하기' }).click();
    await slip.getByText('44,800원').waitFor();
    await shot(page, 'sports-desktop');
    // the server says both prices moved: each new price to accept (one tap), then the bet placed
    await setScenario(BET, 'oddsChanged', 1);
    await place.click();
    await slip.getByRole('alert').filter({ hasText: '배당이 바뀌어 베팅하지 않았습니다.' }).waitFor();
    await slip.getByText('→ 새 배당 2.04', { exact: false }).waitFor();
    await expectAccessible(page, 'sports slip, the server’s new odds to accept');
    await slip.getByRole('button', { name: '바뀐 배당 받기' }).click();
    await slip.getByText('4.28', { exact: true }).waitFor(); // 2.10 × 2.04
    await clearRequests();
    await place.dblclick();
    await slip.getByText(/베팅이 접수되었습니다\. 베팅번호 90215/).waitFor();
    await expectSentOnce(BET);
    await slip.getByText('배당을 눌러 베팅 슬립에 담으세요.').waitFor();

    // live: a held fixture greyed; the 5 s refresh moves prices in place; "higher" takes the rise and holds the fall
    await navigateInApp(page, '/sport/livebetting');
    await page.getByRole('heading', { name: '울산 HD vs 전북 현대' }).waitFor();
    expect(await price(page, /^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32, 베팅 중지$/).isDisabled()).toBe(true);
    await slip.getByRole('radio', { name: '오른 배당만 자동으로 받기' }).check();
    await price(page, /^울산 HD vs 전북 현대, 승무패, 홈승, 2\.45$/).click();
    await price(page, /^서울 SK vs 울산 현대모비스, 언더오버 158\.5, 오버, 1\.85$/).click();
    await setScenario(FIXTURES, 'liveMoved');
    await runClock(page, 5_000);
    await price(page, /^울산 HD vs 전북 현대, 승무패, 홈승, 2\.20, 배당 내림$/).waitFor();
    await price(page, /^울산 HD vs 전북 현대, 승무패, 원정승, 3\.26, 배당 오름$/).waitFor();
    await page.getByText("후반 69'", { exact: false }).waitFor();
    await slip.getByText('새 배당 2.20', { exact: false }).waitFor();
    expect(await place.isDisabled()).toBe(true);
    await shot(page, 'sports-live');
    await slip.getByRole('button', { name: '바뀐 배당 받기' }).click();
    await slip.getByText('4.25', { exact: true }).waitFor(); // 2.20 × 1.93

    // games down: prices shown, nothing pickable, the reason said
    const token = await tokenOf(page);
    await waitForTopic(token);
    expect(await push(token, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await page.getByText('게임 점검 중이라 지금은 베팅할 수 없습니다. 배당만 볼 수 있습니다.').waitFor();
    expect(await price(page, /^FC 서울 vs 포항 스틸러스, 승무패, 홈승/).isDisabled()).toBe(true);
    expect(await place.isDisabled()).toBe(true);

    // the results: the kind is the address, the page in it
    await navigateInApp(page, '/result/sport/handy');
    const row = page.getByRole('table', { name: '핸디캡 경기결과 목록' }).getByRole('row', { name: /리버풀 vs 아스날/ });
    await row.getByText('원정승 (아스날)').waitFor();
    await shot(page, 'results-desktop');
    await page.getByRole('tab', { name: '승무패' }).click();
    expect(await landing(page, '/result/sport/winloose')).toBeNull();
    const winlose = page.getByRole('table', { name: '승무패 경기결과 목록' });
    await winlose.getByText('무승부').first().waitFor();
    await page.getByRole('button', { name: '2 페이지로' }).click();
    await winlose.getByText('홈승 (포항 스틸러스)').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(problems).toEqual([]);
  }, 90_000);

  it('phone in English: the slip as a bottom sheet that survives a reload, a single bet placed; /esport/single arrives single at /gameway; the results hub', async () => {
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
    await sheet.getByRole('button', { name: 'Place bet' }).click();
    await sheet.getByText(/Your bet was accepted\./).waitFor();
    await sheet.getByRole('button', { name: 'Close the bet slip' }).click();

    await navigateInApp(page, '/esport/single');
    expect(await landing(page, '/gameway')).toBeNull();
    await page.getByRole('heading', { level: 1, name: 'E-sports betting' }).waitFor();
    await page.getByRole('region', { name: 'Matches' }).getByRole('button').first().click();
    await expectAccessible(page, 'gameway, mobile, English');
    await shot(page, 'gameway-mobile', { fullPage: false });
    await page.getByRole('button', { name: /^Bet slip · 1 selection/ }).click();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Single' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('dialog').getByRole('button', { name: 'Close the bet slip' }).click();

    await navigateInApp(page, '/resultMain');
    await page.getByRole('tab', { name: 'Over/under' }).click();
    await page.getByText('Over', { exact: true }).first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'results-mobile');
    await page.getByRole('tab', { name: 'Mini games' }).click();
    await page.getByRole('heading', { level: 2, name: 'Mini game results' }).waitFor();
    expect(problems).toEqual([]);
  }, 60_000);
});
