// The mini games (/minigame/<game>) and their results (/result/mini, the phone's /resultMain) without
// the browser, against the mock: the powerball round and the recent draws; a bet placed through the
// slip with its exact body and listed among the member's bets in the round; the level's minimum said
// before anything is sent; B6001, B6005 and B1002 each its own message, the stake kept; the server's
// odds change (the new price beside the old one, two decimals, one tap to accept, the potential win
// with it), in English too (the round's bets in English: the browser's phone test); B9999's 30 s wait
// counted down; games down (LOCK_BET_YN): the reason, nothing sent; the power ladder's options by
// group; the results by game and page, each asked with its body, page 2's own rounds; the phone's hub.
// The browser keeps the main paths on both layouts, a double click placing once, the pushed draws and
// rounds, the countdown closing bets and the game and page in the address (tests/e2e/minigames.test.ts).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOddsPolicy } from '@/domain/betting/odds-policy';
import { clearGameDown, listenForGameDown } from '@/domain/games/game-down';
import { miniGameOf } from '@/domain/betting/mini/games';
import { DrawnRoundBets } from '@/features/minigames/components/DrawnRoundBets';
import { MiniGameScreen } from '@/features/minigames/pages/MiniGameScreen';
import { addRoundBet } from '@/features/minigames/round-bets';
import { session } from '@/session/session-store';
import { MiniResultsScreen } from '@/features/results/mini/MiniResultsScreen';
import { ResultsMainScreen } from '@/features/results/pages/ResultsMainScreen';
import { emitGameDown } from '@/push/push-events';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const BET = '/api/bet/betProc';
const RESULTS = '/api/minigame/powerballResult';

beforeEach(() => {
  // the member's bets in a round and the odds-change setting are kept in the browser
  localStorage.clear();
  setOddsPolicy('none');
});
afterEach(() => {
  clearGameDown();
  vi.useRealTimers();
});

const openGame = (game: string, options: { layout?: 'desktop' | 'mobile'; language?: 'ko' | 'en' } = {}) =>
  renderScreen(<MiniGameScreen />, { path: `/minigame/${game}`, route: '/minigame/:game', member: true, ...options });
const betBodies = async () => (await requestsTo(BET)).map((r) => r.body);
/** Each moved price the server's "odds changed" answer lists, as read (the ▲ / ▼ and its words). */
const movesIn = (said: HTMLElement) =>
  within(said.closest<HTMLElement>('[role="alert"]')!)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe('the result of a drawn round', () => {
  // a round no other test of the file bets in (the round bets are kept while the app, here the worker, runs)
  const DRAW = { round: 99_001, balls: [3, 11, 17, 20, 26], powerball: 7 };
  const bet = (betIdx: number) => ({ betIdx, key: 'pb_odd', group: 'pb_oddeven', odds: 1.95, stake: 10_000, potentialWin: 19_500 });

  it('each bet of the round as the server settled it, the total won; a bet that cannot be read links the history; nothing for a round not bet in', async () => {
    await renderScreen(
      <>
        <h1>파워볼</h1>
        <DrawnRoundBets game={miniGameOf('powerball')} draw={DRAW} />
      </>,
      { path: '/minigame/powerball', member: true },
    );
    expect(screen.queryByRole('region')).toBeNull();
    const memId = session.get().member!.memId;
    await clearRequests();
    act(() => addRoundBet(memId, 'powerball', DRAW.round, bet(501)));
    const result = await screen.findByRole('region', { name: '99001회차 내 베팅 결과' });
    // the mock's bet detail: won, 177,600 won paid
    await within(result).findByText('파워볼 홀/짝 홀 · 베팅금액 10,000원 · 적중 · 당첨금 177,600원', {}, { timeout: 10_000 });
    within(result).getByText('이 회차 당첨금 합계: 177,600원');
    expect((await requestsTo('/api/bet/detail')).map((r) => r.body)).toEqual([{ siteId: 'winner', betIdx: 501 }]);

    await setScenario('/api/bet/detail', 'E002', 1);
    act(() => addRoundBet(memId, 'powerball', DRAW.round, bet(502)));
    await within(result).findByText('파워볼 홀/짝 홀 · 베팅금액 10,000원 · 결과를 불러오지 못했습니다', {}, { timeout: 10_000 });
    expect(within(result).getByRole('link', { name: '베팅내역에서 결과 보기' }).getAttribute('href')).toBe('/mypage/betting/list');
  });
});

describe('powerball', () => {
  it('the round and the recent draws; a bet with its exact body, listed in the round; the minimum said before sending; B6001, B6005, B1002, the stake kept', async () => {
    const view = await openGame('powerball');
    await screen.findByRole('heading', { level: 2, name: '1284회차' });
    within(await screen.findByRole('table', { name: '파워볼 최근 결과' })).getAllByRole('cell', { name: '1283' });
    expect((await screen.findAllByText('최대 당첨', { exact: false })).length).toBeGreaterThan(0);
    const roundBets = () => screen.getByRole('region', { name: '1284회차 내 베팅' });
    await within(roundBets()).findByText('이 회차에 베팅한 내역이 없습니다.');

    const slip = screen.getByRole('region', { name: '베팅 슬립' });
    const stake = within(slip).getByRole<HTMLInputElement>('textbox', { name: '베팅금액' });
    const place = () => within(slip).getByRole<HTMLButtonElement>('button', { name: '베팅하기' });
    await view.user.click(screen.getByRole('button', { name: '파워볼 홀/짝 홀, 배당 1.95' }));
    await within(slip).findByText('파워볼 파워볼 홀/짝 홀');
    await view.user.click(within(slip).getByRole('button', { name: '베팅금액에 10,000 더하기' }));
    expect(stake.value).toBe('10,000');
    await within(slip).findByText('19,500원');
    await clearRequests();
    await fill(view.user, stake, '3000');
    await view.user.click(place());
    await within(slip).findByText('최소 베팅금액은 5,000원입니다.');
    expect(await requestsTo(BET)).toEqual([]);
    await fill(view.user, stake, '10000');
    await view.user.click(place());
    await within(slip).findByText(/베팅이 접수되었습니다\. 베팅번호 \d+, 예상 당첨금 19,500원\./);
    expect(await betBodies()).toEqual([
      {
        siteId: 'winner',
        gameType: 'powerball',
        round: 1284,
        betAmount: 10_000,
        selections: [{ key: 'pb_odd', odds: 1.95 }],
        oddsPolicy: 'none',
      },
    ]);
    await within(roundBets()).findByText('파워볼 홀/짝 홀 · 배당 1.95 · 베팅금액 10,000원 · 예상 당첨금 19,500원');

    for (const [code, message] of [
      ['B6001', '베팅금액이 회원 레벨별 최소 베팅금액보다 적습니다.'],
      ['B6005', '이미 동일한 베팅이 접수되었습니다. (중복 베팅)'],
      ['B1002', '잠금 처리된 회원은 베팅할 수 없습니다.'],
    ] as const) {
      await setScenario(BET, code, 1);
      await view.user.click(place());
      await waitFor(() => expect(within(slip).getByRole('alert').textContent, code).toContain(message));
      expect(stake.value, code).toBe('10,000');
    }
  });

  it('the server’s odds change: the new price beside the old one, one tap takes it in with the potential win; B9999 waits 30 s, counted down', async () => {
    const view = await openGame('powerball');
    await screen.findByRole('heading', { level: 2, name: '1284회차' });
    const slip = screen.getByRole('region', { name: '베팅 슬립' });
    const place = () => within(slip).getByRole<HTMLButtonElement>('button', { name: '베팅하기' });
    await view.user.click(screen.getByRole('button', { name: '파워볼 홀/짝 홀, 배당 1.95' }));
    await view.user.click(within(slip).getByRole('button', { name: '베팅금액에 10,000 더하기' }));
    await setScenario(BET, 'oddsChangedMini', 1);
    await view.user.click(place());
    expect(movesIn(await within(slip).findByText('배당이 바뀌어 베팅하지 않았습니다.', { exact: false }))).toEqual([
      '홀: 1.95 → 1.80 ▼ (배당 내림)',
    ]);
    within(slip).getByText('→ 새 배당 1.80', { exact: false });
    expect(place().disabled).toBe(true);
    await view.user.click(within(slip).getByRole('button', { name: '바뀐 배당 받기' }));
    await within(slip).findByText('18,000원');
    expect(slip.textContent).toMatch(/1\.80\s*▼/); // the price taken, marked as fallen
    expect(place().disabled).toBe(false);

    // only Date is faked (the countdown's own timer stays real)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await setScenario(BET, 'B9999', 1);
    await view.user.click(place());
    await within(slip).findByText('이전 베팅을 정산하고 있습니다.', { exact: false });
    await within(slip).findByText(/^(30|29)초 후 다시 베팅할 수 있습니다\.$/);
    expect(place().disabled).toBe(true);
    vi.setSystemTime(Date.now() + 10_000);
    await within(slip).findByText(/^(20|19)초 후 다시 베팅할 수 있습니다\.$/);
    vi.setSystemTime(Date.now() + 21_000);
    await waitFor(() => expect(place().disabled).toBe(false));
  });

  it('in English on the phone: the odds change in words, one tap to accept', async () => {
    const view = await openGame('powerball', { layout: 'mobile', language: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'Round 1284' });
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    const place = () => within(slip).getByRole<HTMLButtonElement>('button', { name: 'Place bet' });
    await view.user.click(screen.getByRole('button', { name: 'Powerball odd/even Odd, odds 1.95' }));
    await view.user.click(within(slip).getByRole('button', { name: 'Add 10,000 to the stake' }));
    await setScenario(BET, 'oddsChangedMini', 1);
    await view.user.click(place());
    expect(movesIn(await within(slip).findByText('The odds changed', { exact: false }))).toEqual(['Odd: 1.95 → 1.80 ▼ (odds down)']);
    within(slip).getByText('→ new odds 1.80', { exact: false });
    await view.user.click(within(slip).getByRole('button', { name: 'Accept the new odds' }));
    await within(slip).findByText(/18,000/);
  });
});

describe('power ladder', () => {
  it('in English: the options by group, the max stake; games down (LOCK_BET_YN) says why and sends nothing', async () => {
    const view = await openGame('powerladder', { layout: 'mobile', language: 'en' });
    screen.getByRole('heading', { level: 1, name: 'Power Ladder' });
    await view.user.click(within(await screen.findByRole('group', { name: 'Start' })).getByRole('button', { name: /Start Left, odds/ }));
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    await view.user.click(within(slip).getByRole('button', { name: 'Max' }));
    expect(Number(within(slip).getByRole<HTMLInputElement>('textbox', { name: 'Stake' }).value.replace(/\D/g, ''))).toBeGreaterThan(0);
    await screen.findByRole('table', { name: 'Power Ladder recent results' });

    listenForGameDown(); // as the session runtime does
    act(() => emitGameDown({ data1: 'Y', data2: 'N' }));
    await within(slip).findByText('Games are under maintenance; betting is not possible right now.');
    const place = within(slip).getByRole<HTMLButtonElement>('button', { name: 'Place bet' });
    expect(place.disabled).toBe(true);
    await clearRequests();
    await view.user.click(place);
    expect(await requestsTo(BET)).toEqual([]);
  });
});

describe('mini-game results', () => {
  it('by game and page, each asked with its body; page 2 holds its own rounds', async () => {
    const view = await renderScreen(<MiniResultsScreen />, { path: '/result/mini', member: true });
    within(await screen.findByRole('table', { name: '파워볼 결과 목록' })).getAllByText('1283');
    await clearRequests();
    await view.user.click(screen.getByRole('button', { name: '스피드키노' }));
    const kino = await screen.findByRole('table', { name: '스피드키노 결과 목록' });
    await within(kino).findAllByText('당첨번호', { exact: false });
    expect((await requestsTo(RESULTS)).map((r) => r.body)).toEqual([{ siteId: 'winner', prodId: 'speedkino', page: 1 }]);
    await view.user.click(screen.getByRole('button', { name: '2 페이지로' }));
    await within(kino).findAllByText('5109');
    expect(within(kino).queryByText('5119')).toBeNull();
    expect((await requestsTo(RESULTS)).at(-1)?.body).toEqual({ siteId: 'winner', prodId: 'speedkino', page: 2 });
  });

  it('the phone’s hub: the mini-game results, the power ladder’s in words', async () => {
    const view = await renderScreen(<ResultsMainScreen />, { path: '/resultMain', member: true, layout: 'mobile' });
    await view.user.click(await screen.findByRole('tab', { name: '미니게임' }));
    await screen.findByRole('heading', { level: 2, name: '미니게임 결과' });
    await view.user.click(screen.getByRole('button', { name: '파워사다리' }));
    expect((await screen.findAllByText('출발 우', { exact: false })).length).toBeGreaterThan(0);
  });
});
