// A powerball journey in the browser against the sandbox: a member bets on the
// running round through the page's slip (odd and even, so one of them wins whatever the draw), the
// stakes leave the header's balance; the operator draws the round from the console's Mini games panel;
// the draw reaches the page by push (the latest draw, the next round, the member's result in it: one
// bet won, one lost) and the win (one of the two bets) reaches the header by push. The member carries on in one page (links followed inside the app).
// The draw settling each bet of the round (one win, one lose) is the server's, asserted without a
// browser in tests/sandbox/minigames.test.ts ("betting and the draw"). After the file the ledger must
// equal the balances and every answer must have fit the contract (support/sandbox.ts).
import { describe, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { shot } from './support/shots';
import { go, headerShows, openConsole, signIn, useSandboxJourney } from './support/sandbox';

const journey = useSandboxJourney();

interface MemberRow {
  memId: string;
  nick: string;
  cash: number;
}

const memberOf = (memId: string) => journey().member<MemberRow>(memId);

describe('powerball against the sandbox', () => {
  it('a member bets odd and even on the running round; the console draws it; the draw arrives by push, both bets settle and the win reaches the balance', async () => {
    // the running round ends now: the next one opens with its full 300 s, so the bets are in time
    const first = await journey().operator<{ round: number }>('POST', '/__sandbox/minigames/powerball/draw', {});
    const round = first.round + 1;
    const member = await memberOf('tester01');
    if (!member) throw new Error('no tester01');
    const before = member.cash;

    const { page, context } = await journey().open(DESKTOP);
    await signIn(page, 'tester01', member.nick);

    await go(page, '/minigame/powerball');
    await page.getByRole('heading', { level: 2, name: `${round}회차` }).waitFor({ timeout: 60_000 });
    await page.getByRole('timer', { name: /^마감까지 남은 시간 [45]:\d\d$/ }).waitFor();
    // the recent draws are the sandbox's: the round the console just drew is the newest
    await page
      .getByRole('table', { name: '파워볼 최근 결과' })
      .getByRole('cell', { name: String(first.round), exact: true })
      .waitFor();

    const slip = page.getByRole('region', { name: '베팅 슬립' });
    const stake = slip.getByRole('textbox', { name: '베팅금액' });
    const place = slip.getByRole('button', { name: '베팅하기' });
    for (const [pick, word] of [
      ['파워볼 홀/짝 홀, 배당 1.95', '홀'],
      ['파워볼 홀/짝 짝, 배당 1.95', '짝'],
    ] as const) {
      await page.getByRole('button', { name: pick }).click();
      await slip.getByText(`파워볼 파워볼 홀/짝 ${word}`).waitFor();
      await stake.fill('10000');
      await place.click();
      await slip.getByText(/베팅이 접수되었습니다\. 베팅번호 \d+, 예상 당첨금 19,500원\./).waitFor();
      await page
        .getByRole('region', { name: `${round}회차 내 베팅` })
        .getByText(`파워볼 홀/짝 ${word} · 배당 1.95 · 베팅금액 10,000원`, { exact: false })
        .waitFor();
    }
    const staked = before - 20_000;
    await headerShows(page, staked);
    await expectAccessible(page, 'powerball against the sandbox, two bets in the round');

    // the operator draws the round in the console's Mini games panel
    const consolePage = await openConsole(context, journey(), 'minigames');
    const card = consolePage.getByRole('article', { name: 'Powerball' });
    await card
      .getByTestId('mini-running-powerball')
      .filter({ hasText: `Round ${round} · open` })
      .waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: 'Draw now' }).click();
    await card
      .getByRole('status')
      .filter({ hasText: `Powerball Round ${round}:` })
      .waitFor();
    await expectAccessible(consolePage, 'the console’s Mini games panel');

    // the page: the draw by push as the latest, the next round, and the win in the header by push
    await page.bringToFront();
    await page.getByRole('heading', { name: `방금 나온 결과 · ${round}회차 결과` }).waitFor();
    await page.getByRole('heading', { level: 2, name: `${round + 1}회차` }).waitFor();
    await headerShows(page, staked + 19_500);
    // the member's result in the drawn round: one bet won, the other lost, the total won
    const result = page.getByRole('region', { name: `${round}회차 내 베팅 결과` });
    await result.getByText('적중 · 당첨금 19,500원', { exact: false }).waitFor();
    await result.getByText('미적중', { exact: false }).waitFor();
    await result.getByText('이 회차 당첨금 합계: 19,500원').waitFor();
    await shot(page, 'sandbox-powerball-result-desktop');
    await page
      .getByRole('table', { name: '파워볼 최근 결과' })
      .getByRole('cell', { name: String(round), exact: true })
      .waitFor();
  });
});
