// Mini games (/minigame/<game>, mobile too) and their results (/result/mini, mobile /resultMain)
// against the mock: a powerball bet placed through the slip (exact body), B6001, B6005 and B1002
// each as its own message with the stake kept, an odds change, B9999's 30 s wait counted down (the page's clock is
// driven), a draw pushed on /topic/powerball/result shown as it lands, the countdown closing bets;
// mobile power ladder in English with LOCK_BET_YN turning betting off; the results list by game and
// page, and the mobile results hub.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { subscribers, push, waitForTopic } from './support/auth';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { mockUrl } from './support/servers';
import { landing, MEMBER_TOKEN, useShellSuite } from './support/shell';

const open = useShellSuite();
const SHOTS = process.env.MINI_SHOTS;
const BET = '/api/bet/betProc';
const ROUND = '/api/minigame/slots/{prodId}/{type}';
const RESULTS = '/api/minigame/powerballResult';

async function pushTo(destination: string, body: unknown): Promise<number> {
  const response = await fetch(`${mockUrl()}/__mock/push`, { method: 'POST', body: JSON.stringify({ destination, body }) });
  return ((await response.json()) as { delivered: number }).delivered;
}

async function waitForSubscriber(destination: string): Promise<void> {
  await expect.poll(() => subscribers(destination), { timeout: 10_000 }).toBeGreaterThan(0);
}

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'winner_auth_token')?.value ?? MEMBER_TOKEN;

describe('mini games', () => {
  it('desktop powerball: the round and its countdown; a bet through the slip (exact body); B6001, B6005 and B1002 each its own message, stake kept; B9999 waits 30 s; a pushed draw lands; the countdown closes bets', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.clock.install();
    await page.goto('/minigame/powerball');
    expect(await landing(page, '/minigame/powerball')).toBeNull();
    await page.getByRole('heading', { level: 2, name: '1284회차' }).waitFor();
    await page.getByRole('timer', { name: '마감까지 남은 시간 2:45' }).waitFor();
    await page.getByRole('table', { name: '파워볼 최근 결과' }).getByRole('cell', { name: '1283' }).waitFor();
    await page.getByText('최대 당첨').waitFor();
    await expectAccessible(page, 'powerball, desktop');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/powerball-desktop.png`, fullPage: true });

    const slip = page.getByRole('region', { name: '베팅 슬립' });
    const stake = slip.getByRole('textbox', { name: '베팅금액' });
    const place = slip.getByRole('button', { name: '베팅하기' });
    await page.getByRole('button', { name: '파워볼 홀/짝 홀, 배당 1.95' }).click();
    await slip.getByText('파워볼 파워볼 홀/짝 홀').waitFor();
    await slip.getByRole('button', { name: '베팅금액에 10,000 더하기' }).click();
    expect(await stake.inputValue()).toBe('10000');
    await slip.getByText('19,500원').waitFor();
    // the level's minimum is said before anything is sent
    await stake.fill('3000');
    await slip.getByText('최소 베팅금액은 5,000원입니다.').waitFor();
    await stake.fill('10000');
    await clearRequests();
    await place.dblclick();
    await slip.getByText(/베팅이 접수되었습니다\. 베팅번호 \d+, 예상 당첨금 19,500원\./).waitFor();
    const sent = await requestsTo(BET);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      siteId: 'winner',
      gameType: 'powerball',
      round: 1284,
      betAmount: 10_000,
      selections: [{ key: 'pb_odd', odds: 1.95 }],
      oddsPolicy: 'none',
    });

    for (const [code, message] of [
      ['B6001', '베팅금액이 회원 레벨별 최소 베팅금액보다 적습니다.'],
      ['B6005', '이미 동일한 베팅이 접수되었습니다. (중복 베팅)'],
      ['B1002', '잠금 처리된 회원은 베팅할 수 없습니다.'],
    ] as const) {
      await setScenario(BET, code, 1);
      await place.click();
      const alert = slip.getByRole('alert');
      await alert.filter({ hasText: message }).waitFor();
      expect(await stake.inputValue(), code).toBe('10000');
    }

    // prices moved: nothing placed, what moved is said
    await setScenario(BET, 'oddsChanged', 1);
    await place.click();
    await slip.getByText('배당이 바뀌어 베팅하지 않았습니다.', { exact: false }).waitFor();
    await slip.getByText('home: 2.05 → 1.8', { exact: false }).waitFor();

    await setScenario(BET, 'B9999', 1);
    await place.click();
    await slip.getByText('이전 베팅을 정산하고 있습니다.', { exact: false }).waitFor();
    await slip.getByText('30초 후 다시 베팅할 수 있습니다.').waitFor();
    expect(await place.isDisabled()).toBe(true);
    await expectAccessible(page, 'powerball, B9999 wait');
    await page.clock.fastForward(10_000);
    await slip.getByText(/^(1\d|20)초 후 다시 베팅할 수 있습니다\.$/).waitFor(); // the clock also runs on its own
    await page.clock.fastForward(21_000);
    await expect.poll(() => place.isDisabled()).toBe(false);

    // a draw pushed on the result topic lands at once
    await waitForSubscriber('/topic/powerball/result');
    const draw = {
      prodId: 'powerball',
      round: 1284,
      balls: [3, 11, 17, 20, 26],
      powerball: 7,
      sum: 77,
      oddEven: 'odd',
      underOver: 'over',
      size: 'medium',
    };
    expect(await pushTo('/topic/powerball/result', { round: 1284, result: draw })).toBeGreaterThan(0);
    const latest = page.getByRole('region', { name: /방금 나온 결과 · 1284회차 결과/ });
    await latest.getByText('합 77 · 홀 · 오버 · 중').waitFor();

    // the countdown reaches 0: the round is read again (the server says closed) and betting is off
    await setScenario(ROUND, 'closed');
    await page.clock.fastForward(170_000);
    await page.getByText('베팅 마감').first().waitFor();
    await slip.getByText('이 회차는 베팅이 마감되었습니다.', { exact: false }).waitFor();
    expect(await place.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '파워볼 홀/짝 짝, 배당 1.95' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'powerball, closed');
    expect(problems).toEqual([]);
  }, 90_000); // one long flow on the page's clock: a loaded machine needs more than the default

  it('mobile power ladder in English: options by group, the slip; LOCK_BET_YN turns betting off with the reason', async () => {
    const { page, problems } = await open(MOBILE, { member: true, language: 'en' });
    await page.goto('/minigame/powerladder');
    expect(await landing(page, '/minigame/powerladder')).toBeNull();
    await page.getByRole('heading', { level: 1, name: 'Power Ladder' }).waitFor();
    await page
      .getByRole('group', { name: 'Start' })
      .getByRole('button', { name: /Start Left, odds/ })
      .click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('button', { name: 'Max' }).click();
    expect(Number(await slip.getByRole('textbox', { name: 'Stake' }).inputValue())).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Power Ladder recent results' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'power ladder, mobile, English');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/powerladder-mobile.png`, fullPage: true });

    const token = await tokenOf(page);
    await waitForTopic(token);
    expect(await push(token, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await slip.getByText('Games are under maintenance; betting is not possible right now.').waitFor();
    expect(await slip.getByRole('button', { name: 'Place bet' }).isDisabled()).toBe(true);
    await clearRequests();
    await slip.getByRole('button', { name: 'Place bet' }).click({ force: true });
    expect(await requestsTo(BET)).toHaveLength(0);
    await expectAccessible(page, 'power ladder, games down');
    expect(problems).toEqual([]);
  });

  it('results: /result/mini by game and page (game and page in the address); mobile /resultMain', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.goto('/result/mini');
    expect(await landing(page, '/result/mini')).toBeNull();
    await page.getByRole('table', { name: '파워볼 결과 목록' }).getByText('1283').first().waitFor();
    await expectAccessible(page, 'mini results, desktop');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-desktop.png`, fullPage: true });
    await clearRequests();
    await page.getByRole('button', { name: '스피드키노' }).click();
    await page.getByRole('table', { name: '스피드키노 결과 목록' }).getByText('당첨번호', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: '2 페이지로' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect
      .poll(async () => (await requestsTo(RESULTS)).map((r) => r.body))
      .toContainEqual({ siteId: 'winner', prodId: 'speedkino', page: 2 });
    expect(new URL(page.url()).searchParams.get('game')).toBe('speedkino');
    // page 2's own rounds, the older ones, not page 1's again
    const kino = page.getByRole('table', { name: '스피드키노 결과 목록' });
    await kino.getByText('5109').first().waitFor();
    expect(await kino.getByText('5119').count()).toBe(0);

    const { page: phone } = await open(MOBILE, { member: true });
    await phone.goto('/resultMain');
    expect(await landing(phone, '/resultMain')).toBeNull();
    await phone.getByRole('tab', { name: '미니게임' }).click();
    await phone.getByRole('heading', { level: 2, name: '미니게임 결과' }).waitFor();
    await phone.getByRole('button', { name: '파워사다리' }).click();
    await phone.getByText('출발 우', { exact: false }).first().waitFor();
    await expectAccessible(phone, 'results hub, mobile');
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/results-mobile.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
});
