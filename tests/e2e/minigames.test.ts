// Mini games (/minigame/<game>, mobile too) and their results (/result/mini, mobile /resultMain)
// against the mock: a powerball bet placed through the slip (exact body) and listed among the
// member's bets in the round, B6001, B6005 and B1002 each as its own message with the stake kept, an
// odds change applied to the slip (two decimals, one tap to accept), B9999's 30 s wait counted down
// (the page's clock is driven); the powerball topics: a draw pushed with its balls only shown with
// what they make, reading the round again never moving the countdown back, a pushed round moving the
// page to it with its own countdown, a draw of the round shown ending it; the countdown closing bets.
// Mobile: powerball in English with pushes, a bet and an odds change; power ladder with LOCK_BET_YN
// turning betting off; the results list by game and page, and the mobile results hub.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { subscribers, push, waitForTopic } from './support/push';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { clearRequests, requestCount, requestsTo, setFault, setScenario } from './support/mock';
import { mockUrl } from './support/servers';
import { MEMBER_TOKEN, show, useShellSuite } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();
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

/** The contract's open powerball round (1284, 165 s left), for a literal answer that changes one price. */
const ROUND_1284 = JSON.parse(readFileSync('openapi/components/examples/MiniRound_powerball.yaml', 'utf8').replace(/^#.*\n/, '')) as {
  value: { data: { options: { key: string; odds: number }[] } };
};
const withPrice = (key: string, odds: number) => {
  const answer = structuredClone(ROUND_1284.value) as typeof ROUND_1284.value;
  for (const o of answer.data.options) if (o.key === key) o.odds = odds;
  return answer;
};
const timerSeconds = async (page: Page): Promise<number> => {
  const [, m = '0', sec = '0'] = /(\d+):(\d\d)$/.exec((await page.getByRole('timer').getAttribute('aria-label')) ?? '') ?? [];
  return Number(m) * 60 + Number(sec);
};

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'winner_auth_token')?.value ?? MEMBER_TOKEN;

describe('mini games', () => {
  it('desktop powerball: the round and its countdown; a bet (exact body) listed in the round; B6001, B6005, B1002, stake kept; an odds change accepted; B9999 waits 30 s; pushed draws and rounds move the page; the countdown closes bets', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.clock.install();
    await show(page, '/minigame/powerball');
    await page.getByRole('heading', { level: 2, name: '1284회차' }).waitFor();
    // counted from the answer's 165 s (a loaded machine may take a second or two to paint it)
    await page.getByRole('timer', { name: /^마감까지 남은 시간 2:4\d$/ }).waitFor();
    expect(await timerSeconds(page)).toBeGreaterThan(160);
    await page.getByRole('table', { name: '파워볼 최근 결과' }).getByRole('cell', { name: '1283' }).waitFor();
    await page.getByText('최대 당첨').waitFor();
    const roundBets = (round: number) => page.getByRole('region', { name: `${round}회차 내 베팅` });
    await roundBets(1284).getByText('이 회차에 베팅한 내역이 없습니다.').waitFor();
    await expectAccessible(page, 'powerball, desktop');
    await shot(page, 'powerball-desktop');

    const slip = page.getByRole('region', { name: '베팅 슬립' });
    const stake = slip.getByRole('textbox', { name: '베팅금액' });
    const place = slip.getByRole('button', { name: '베팅하기' });
    await page.getByRole('button', { name: '파워볼 홀/짝 홀, 배당 1.95' }).click();
    await slip.getByText('파워볼 파워볼 홀/짝 홀').waitFor();
    await slip.getByRole('button', { name: '베팅금액에 10,000 더하기' }).click();
    expect(await stake.inputValue()).toBe('10,000');
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
    await roundBets(1284).getByText('파워볼 홀/짝 홀 · 배당 1.95 · 베팅금액 10,000원 · 예상 당첨금 19,500원').waitFor();

    for (const [code, message] of [
      ['B6001', '베팅금액이 회원 레벨별 최소 베팅금액보다 적습니다.'],
      ['B6005', '이미 동일한 베팅이 접수되었습니다. (중복 베팅)'],
      ['B1002', '잠금 처리된 회원은 베팅할 수 없습니다.'],
    ] as const) {
      await setScenario(BET, code, 1);
      await place.click();
      const alert = slip.getByRole('alert');
      await alert.filter({ hasText: message }).waitFor();
      expect(await stake.inputValue(), code).toBe('10,000');
    }

    // the price moved (setting: always ask): nothing placed, the new price beside the old one with two
    // decimals, placing waits; one tap takes it in, and the potential win with it
    await setScenario(BET, 'oddsChangedMini', 1);
    await place.click();
    await slip.getByText('배당이 바뀌어 베팅하지 않았습니다.', { exact: false }).waitFor();
    await slip.getByText('홀: 1.95 → 1.80 ▼ (배당 내림)').waitFor();
    await slip.getByText('→ 새 배당 1.80', { exact: false }).waitFor();
    expect(await place.isDisabled()).toBe(true);
    await slip.getByRole('button', { name: '바뀐 배당 받기' }).click();
    await slip.getByText('18,000원').waitFor();
    await slip.getByText('1.80 ▼', { exact: false }).waitFor();
    expect(await place.isDisabled()).toBe(false);

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

    // a draw pushed with its balls only: shown at once with what they make, as the listed rows are;
    // the round is read again (this answer changes one price, so its arrival shows) and the countdown
    // keeps running down instead of starting again from the answer's 165 s
    await waitForSubscriber('/topic/powerball/result');
    await setFault(ROUND, { body: withPrice('nb_small', 2.9) });
    // the clock driven 31 s ahead may have the push socket reconnect (its heart-beats): the same draw
    // is pushed again until a subscription takes it (the page shows a draw once however often it comes)
    await expect
      .poll(() => pushTo('/topic/powerball/result', { round: 1283, result: { round: 1283, balls: [3, 11, 17, 20, 26], powerball: 7 } }))
      .toBeGreaterThan(0);
    const latest = (round: number) => page.getByRole('region', { name: `방금 나온 결과 · ${round}회차 결과` });
    await latest(1283).getByText('합 77 · 홀 · 오버 · 중').waitFor();
    await page.getByRole('button', { name: '일반볼 대/중/소 소 (15–64), 배당 2.90' }).waitFor();
    expect(await timerSeconds(page)).toBeLessThanOrEqual(165 - 31);
    await page.getByRole('heading', { level: 2, name: '1284회차' }).waitFor();

    // the countdown reaches 0: the round is read again (the server says closed) and betting is off
    await setScenario(ROUND, 'closed');
    await page.clock.fastForward(140_000);
    await page.getByText('베팅 마감').first().waitFor();
    await slip.getByText('이 회차는 베팅이 마감되었습니다.', { exact: false }).waitFor();
    expect(await place.isDisabled()).toBe(true);

    // a round pushed: the page moves to it with its own countdown (the closed 1284 read does not take it
    // back), the round's bets start empty
    await waitForSubscriber('/topic/powerball/round');
    expect(await pushTo('/topic/powerball/round', { round: 1285, remainSeconds: 120 })).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: '1285회차' }).waitFor();
    await page.getByText('베팅 가능').waitFor();
    expect(await timerSeconds(page)).toBeGreaterThan(110);
    expect(await timerSeconds(page)).toBeLessThanOrEqual(120);
    await roundBets(1285).getByText('이 회차에 베팅한 내역이 없습니다.').waitFor();
    expect(await place.isDisabled()).toBe(false);

    // the draw of the round shown ends it: the next round, closed until it opens
    expect(
      await pushTo('/topic/powerball/result', { round: 1285, result: { round: 1285, balls: [1, 2, 3, 4, 5], powerball: 2 } }),
    ).toBeGreaterThan(0);
    await latest(1285).getByText('합 15 · 홀 · 언더 · 소').waitFor();
    await page.getByRole('heading', { level: 2, name: '1286회차' }).waitFor();
    await page.getByText('베팅 마감').first().waitFor();
    await slip.getByText('이 회차는 베팅이 마감되었습니다.', { exact: false }).waitFor();
    expect(await place.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '파워볼 홀/짝 짝, 배당 1.95' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'powerball, closed');
    expect(problems).toEqual([]);
  }, 120_000); // one long flow on the page's clock: a loaded machine needs more than the default

  it('mobile powerball in English: a pushed round and its countdown, a bet listed in it, an odds change accepted, a draw ending the round', async () => {
    const { page, problems } = await open(MOBILE, { member: true, language: 'en' });
    await show(page, '/minigame/powerball');
    await page.getByRole('heading', { level: 2, name: 'Round 1284' }).waitFor();
    await waitForSubscriber('/topic/powerball/round');
    expect(await pushTo('/topic/powerball/round', { round: 1285, remainSeconds: 90 })).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: 'Round 1285' }).waitFor();
    expect(await timerSeconds(page)).toBeLessThanOrEqual(90);
    expect(await timerSeconds(page)).toBeGreaterThan(60);

    const slip = page.getByRole('region', { name: 'Bet slip' });
    const place = slip.getByRole('button', { name: 'Place bet' });
    await page.getByRole('button', { name: 'Powerball odd/even Odd, odds 1.95' }).click();
    await slip.getByRole('button', { name: 'Add 10,000 to the stake' }).click();
    await clearRequests();
    await place.click();
    await slip.getByText(/Your bet was accepted\./).waitFor();
    expect(await requestsTo(BET)).toMatchObject([{ body: { gameType: 'powerball', round: 1285, betAmount: 10_000 } }]);
    const mine = page.getByRole('region', { name: 'My bets in round 1285' });
    await mine.getByText(/^Powerball odd\/even Odd · odds 1\.95 · stake .*10,000 · potential return .*19,500$/).waitFor();

    await setScenario(BET, 'oddsChangedMini', 1);
    await place.click();
    await slip.getByText('Odd: 1.95 → 1.80 ▼ (odds down)').waitFor();
    await slip.getByText('→ new odds 1.80', { exact: false }).waitFor();
    await expectAccessible(page, 'powerball, mobile, English, new odds to accept');
    await shot(page, 'powerball-mobile-odds');
    await slip.getByRole('button', { name: 'Accept the new odds' }).click();
    await slip.getByText(/18,000/).waitFor();

    expect(
      await pushTo('/topic/powerball/result', { round: 1285, result: { round: 1285, balls: [1, 2, 3, 4, 5], powerball: 2 } }),
    ).toBeGreaterThan(0);
    await page
      .getByRole('region', { name: /Result of round 1285/ })
      .getByText('Sum 15 · Odd · Under · Small')
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Round 1286' }).waitFor();
    await page.getByRole('region', { name: 'My bets in round 1286' }).getByText('No bets in this round yet.').waitFor();
    expect(await place.isDisabled()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('mobile power ladder in English: options by group, the slip; LOCK_BET_YN turns betting off with the reason', async () => {
    const { page, problems } = await open(MOBILE, { member: true, language: 'en' });
    await show(page, '/minigame/powerladder');
    await page.getByRole('heading', { level: 1, name: 'Power Ladder' }).waitFor();
    await page
      .getByRole('group', { name: 'Start' })
      .getByRole('button', { name: /Start Left, odds/ })
      .click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('button', { name: 'Max' }).click();
    expect(Number((await slip.getByRole('textbox', { name: 'Stake' }).inputValue()).replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Power Ladder recent results' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    // axe's target-size counts a button the fixed top bar covers at this scroll position (after the
    // slip's Max) as too small: check the page as it opens, from the top
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, 'power ladder, mobile, English');
    await shot(page, 'powerladder-mobile');

    const token = await tokenOf(page);
    await waitForTopic(token);
    expect(await push(token, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await slip.getByText('Games are under maintenance; betting is not possible right now.').waitFor();
    expect(await slip.getByRole('button', { name: 'Place bet' }).isDisabled()).toBe(true);
    await clearRequests();
    await slip.getByRole('button', { name: 'Place bet' }).click({ force: true });
    expect(await requestCount(BET)).toBe(0);
    await expectAccessible(page, 'power ladder, games down');
    expect(problems).toEqual([]);
  });

  it('results: /result/mini by game and page (game and page in the address); mobile /resultMain', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, '/result/mini');
    await page.getByRole('table', { name: '파워볼 결과 목록' }).getByText('1283').first().waitFor();
    await expectAccessible(page, 'mini results, desktop');
    await shot(page, 'results-desktop');
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
    await show(phone, '/resultMain');
    await phone.getByRole('tab', { name: '미니게임' }).click();
    await phone.getByRole('heading', { level: 2, name: '미니게임 결과' }).waitFor();
    await phone.getByRole('button', { name: '파워사다리' }).click();
    await phone.getByText('출발 우', { exact: false }).first().waitFor();
    await expectAccessible(phone, 'results hub, mobile');
    await shot(phone, 'results-mobile');
    expect(problems).toEqual([]);
  });
});
