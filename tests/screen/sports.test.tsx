// The sports boards, the bet slip and the results (/sport/*, /gameway, /result/sport/<kind>, the
// phone's /resultMain) without the browser, against the mock: the sport and league filters each asked
// with the exact body; two picks combined in the slip (the combined odds and the potential win); B6001,
// B1001 and B9999 (its wait counted down) each its own message, the stake kept; the server's "odds
// changed" answer (each new price beside the old one, two decimals, one tap to accept, the total with
// them) and the combined bet then sent with its exact body, the slip emptied with no stale stake
// problem; live, a held market greyed and each odds-change setting applied to a refresh (higher takes
// a rise and holds a fall, none holds both, any takes both), the bet carrying the setting; the phone's
// slip sheet (the server's odds change taken in one tap, a single bet's exact body in English);
// e-sports asked with menu esport and no sport tabs; the results in words, the sport, day, kind and
// page asked with their bodies, an error with retry, none; the phone's hub in English. The browser
// keeps the main paths on both layouts, a double click placing once, the 5 s live refresh with its
// marks, LOCK_BET_YN (a push), the slip surviving a reload, /esport/single arriving single and the
// filters in the address (tests/e2e/sports.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOddsPolicy } from '@/domain/betting/odds-policy';
import { ResultsMainScreen } from '@/features/results/pages/ResultsMainScreen';
import { SportResultsScreen } from '@/features/results/pages/SportResultsScreen';
import { GameWayScreen } from '@/features/sports/pages/GameWayScreen';
import { SportsBettingScreen } from '@/features/sports/pages/SportsBettingScreen';
import { EMPTY_SLIP } from '@/features/sports/slip/slip-model';
import { updateSlip } from '@/features/sports/slip/slip-store';
import { clearRequests, clearScenarios, lastBody, requestsTo, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';

const BET = '/api/bet/betProc';
const FIXTURES = '/api/sport/fixtures';
const RESULTS = '/api/sport/results';

beforeEach(() => {
  // the slip and the odds-change setting are the browser's (localStorage) and outlive a screen
  updateSlip(() => EMPTY_SLIP);
  setOddsPolicy('none');
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

const openBoard = (path: string, options: { layout?: 'desktop' | 'mobile'; language?: 'ko' | 'en' } = {}) =>
  renderScreen(<SportsBettingScreen />, { path, route: '/sport/:menu', member: true, ...options });
const price = (name: RegExp) => screen.findByRole('button', { name });
const slipOf = () => screen.getByRole('region', { name: '베팅 슬립' });
const placeOf = (slip: HTMLElement) => within(slip).getByRole<HTMLButtonElement>('button', { name: '베팅하기' });
const refresh = (view: RenderedScreen) => view.queryClient.refetchQueries({ type: 'active' });
/** Each moved price the server's "odds changed" answer lists, as read (the ▲ / ▼ and its words). */
const movesIn = (alert: HTMLElement) =>
  within(alert)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe('sports board and slip', () => {
  it('combination: the sport and the league each asked with its body', async () => {
    await clearRequests();
    const view = await openBoard('/sport/combinationbetting');
    const board = await screen.findByRole('region', { name: '경기 목록' });
    await within(board).findByRole('heading', { name: '토트넘 vs 뉴캐슬' });
    expect(await lastBody(FIXTURES)).toEqual({ siteId: 'winner', menu: 'combination', page: 1 });
    await view.user.click(screen.getByRole('tab', { name: '농구' }));
    await within(board).findByRole('heading', { name: 'LA 레이커스 vs 보스턴 셀틱스' });
    await waitFor(() => expect(within(board).queryByRole('heading', { name: '토트넘 vs 뉴캐슬' })).toBeNull());
    expect(await lastBody(FIXTURES)).toEqual({ siteId: 'winner', menu: 'combination', page: 1, sport: 'basketball' });
    await view.user.click(screen.getByRole('tab', { name: '전체' }));
    await view.user.click(screen.getByRole('combobox', { name: '리그' }));
    await view.user.click(await screen.findByRole('option', { name: /^EPL/ }));
    await within(board).findByRole('heading', { name: '아스날 vs 첼시' });
    await waitFor(async () => expect(await lastBody(FIXTURES)).toEqual({ siteId: 'winner', menu: 'combination', page: 1, league: 'EPL' }));
  });

  it('two picks combined, the potential win; B6001, B1001 and B9999 (its wait counted down) each in its own words, the stake kept', async () => {
    const view = await openBoard('/sport/combinationbetting');
    const slip = slipOf();
    await view.user.click(await price(/^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32$/));
    await view.user.click(await price(/^아스날 vs 첼시, 언더오버 2\.5, 언더, 1\.93$/));
    await within(slip).findByText('2폴더 총 배당');
    within(slip).getByText('4.48', { exact: true });
    expect((await price(/^맨체스터 시티 vs 리버풀, 승무패, 홈승/)).getAttribute('aria-pressed')).toBe('true');
    await view.user.click(within(slip).getByRole('button', { name: '베팅금액에 10,000 더하기' }));
    await within(slip).findByText('44,800원');

    const stake = within(slip).getByRole<HTMLInputElement>('textbox', { name: '베팅금액' });
    for (const [code, words] of [
      ['B6001', '베팅금액이 회원 레벨별 최소 베팅금액보다 적습니다.'],
      ['B1001', '베팅 권한이 없습니다. 고객센터에 문의해 주세요.'],
    ] as const) {
      await setScenario(BET, code, 1);
      await view.user.click(placeOf(slip));
      const alert = await within(slip).findByRole('alert');
      await waitFor(() => expect(alert.textContent, code).toContain(words));
      expect(stake.value, code).toBe('10,000');
      await view.user.click(within(slip).getByRole('button', { name: '닫기' }));
    }

    // B9999: placing waits 30 s, counted down (only Date is faked: the countdown's timer stays real)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await setScenario(BET, 'B9999', 1);
    await view.user.click(placeOf(slip));
    await within(slip).findByText('이전 베팅을 정산하고 있습니다.', { exact: false });
    await within(slip).findByText(/^(30|29)초 후 다시 베팅할 수 있습니다\.$/);
    expect(placeOf(slip).disabled).toBe(true);
    vi.setSystemTime(Date.now() + 20_000);
    await within(slip).findByText(/^(10|9)초 후 다시 베팅할 수 있습니다\.$/);
    expect(placeOf(slip).disabled).toBe(true);
    vi.setSystemTime(Date.now() + 11_000);
    await waitFor(() => expect(placeOf(slip).disabled).toBe(false));
    expect(stake.value).toBe('10,000');
  });

  it('the server’s odds change: each new price beside the old one, one tap takes them in; the combined bet sent with its exact body; the slip empty after, no stale problem', async () => {
    const view = await openBoard('/sport/combinationbetting');
    const slip = slipOf();
    await view.user.click(await price(/^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32$/));
    await view.user.click(await price(/^아스날 vs 첼시, 언더오버 2\.5, 언더, 1\.93$/));
    await view.user.click(within(slip).getByRole('button', { name: '베팅금액에 10,000 더하기' }));

    await setScenario(BET, 'oddsChanged', 1);
    await view.user.click(placeOf(slip));
    const changed = await within(slip).findByText('배당이 바뀌어 베팅하지 않았습니다.', { exact: false });
    expect(movesIn(changed.closest<HTMLElement>('[role="alert"]')!)).toEqual([
      '맨체스터 시티 vs 리버풀 · 승무패 · 홈승: 2.32 → 2.10 ▼ (배당 내림)',
      '아스날 vs 첼시 · 언더오버 2.5 · 언더: 1.93 → 2.04 ▲ (배당 오름)',
    ]);
    within(slip).getByText('→ 새 배당 2.10', { exact: false });
    within(slip).getByText('→ 새 배당 2.04', { exact: false });
    within(slip).getByText('배당이 바뀌었습니다. 새 배당을 확인하고 받아들여야 베팅할 수 있습니다.');
    expect(placeOf(slip).disabled).toBe(true);
    await view.user.click(within(slip).getByRole('button', { name: '바뀐 배당 받기' }));
    await within(slip).findByText('4.28', { exact: true }); // 2.10 × 2.04
    within(slip).getByText('42,800원');
    expect(within(slip).queryByText('새 배당', { exact: false })).toBeNull();

    await clearRequests();
    await view.user.click(placeOf(slip));
    await within(slip).findByText(/베팅이 접수되었습니다\. 베팅번호 90215/);
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
    await within(slip).findByText('배당을 눌러 베팅 슬립에 담으세요.');
    // the slip starts again: no problem is said about a stake nobody has typed yet
    expect(within(slip).queryByText('베팅금액을 입력하세요.')).toBeNull();
    expect(within(slip).getByRole('textbox', { name: '베팅금액' }).getAttribute('aria-invalid')).toBe('false');
  });

  it('live: a held market greyed; higher takes a rise and holds a fall, none holds both, any takes both; the bet carries the setting', async () => {
    const view = await openBoard('/sport/livebetting');
    const slip = slipOf();
    await screen.findByRole('heading', { name: '울산 HD vs 전북 현대' });
    expect((await price(/^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32, 베팅 중지$/)).hasAttribute('disabled')).toBe(true);

    await view.user.click(within(slip).getByRole('radio', { name: '오른 배당만 자동으로 받기' }));
    await view.user.click(await price(/^울산 HD vs 전북 현대, 승무패, 홈승, 2\.45$/));
    await view.user.click(await price(/^서울 SK vs 울산 현대모비스, 언더오버 158\.5, 오버, 1\.85$/));
    // higher: the rise is taken, the fall waits for the member
    await setScenario(FIXTURES, 'liveMoved');
    await refresh(view);
    await price(/^울산 HD vs 전북 현대, 승무패, 홈승, 2\.20, 배당 내림$/);
    await price(/^울산 HD vs 전북 현대, 승무패, 원정승, 3\.26, 배당 오름$/);
    await within(slip).findByText('새 배당 2.20', { exact: false });
    within(slip).getByText('배당이 바뀌었습니다. 새 배당을 확인하고 받아들여야 베팅할 수 있습니다.');
    within(slip).getByText('1.93', { exact: true });
    expect(placeOf(slip).disabled).toBe(true);
    await view.user.click(within(slip).getByRole('button', { name: '바뀐 배당 받기' }));
    await within(slip).findByText('4.25', { exact: true }); // 2.20 × 1.93

    // none: both moves back wait for the member
    await view.user.click(within(slip).getByRole('radio', { name: '항상 묻기 (자동으로 받지 않음)' }));
    await clearScenarios();
    await refresh(view);
    await within(slip).findByText('새 배당 2.45', { exact: false });
    within(slip).getByText('새 배당 1.85', { exact: false });
    await view.user.click(within(slip).getByRole('button', { name: '바뀐 배당 받기' }));
    // any: every move is taken at once
    await view.user.click(within(slip).getByRole('radio', { name: '모든 배당 변경 자동으로 받기' }));
    await setScenario(FIXTURES, 'liveMoved');
    await refresh(view);
    await within(slip).findByText('4.25', { exact: true });
    expect(within(slip).queryByRole('button', { name: '바뀐 배당 받기' })).toBeNull();

    await view.user.click(within(slip).getByRole('button', { name: '베팅금액에 10,000 더하기' }));
    await setScenario(BET, 'B6005', 1);
    await clearRequests();
    await view.user.click(placeOf(slip));
    await within(slip).findByRole('alert');
    expect(await lastBody(BET)).toMatchObject({ oddsPolicy: 'any', betAmount: 10000 });
  });

  it('phone: the server’s odds change taken in one tap in the slip sheet, then placed', async () => {
    const view = await openBoard('/sport/combinationbetting', { layout: 'mobile' });
    await view.user.click(await price(/^맨체스터 시티 vs 리버풀, 승무패, 홈승, 2\.32$/));
    await view.user.click(screen.getByRole('button', { name: /^베팅 슬립 · 1폴더/ }));
    const slip = within(await screen.findByRole('dialog')).getByRole('region', { name: '베팅 슬립' });
    await view.user.click(within(slip).getByRole('button', { name: '단폴더' }));
    await view.user.click(within(slip).getByRole('button', { name: '베팅금액에 10,000 더하기' }));
    await setScenario(BET, 'oddsChanged', 1);
    await view.user.click(placeOf(slip));
    const changed = await within(slip).findByText('배당이 바뀌어 베팅하지 않았습니다.', { exact: false });
    expect(movesIn(changed.closest<HTMLElement>('[role="alert"]')!)).toContain(
      '맨체스터 시티 vs 리버풀 · 승무패 · 홈승: 2.32 → 2.10 ▼ (배당 내림)',
    );
    expect(placeOf(slip).disabled).toBe(true);
    await view.user.click(within(slip).getByRole('button', { name: '바뀐 배당 받기' }));
    await clearRequests();
    await view.user.click(placeOf(slip));
    await within(slip).findByText(/베팅이 접수되었습니다\./);
    expect(await lastBody(BET)).toMatchObject({ selections: [{ fixtureId: 'f-8100', key: 'home', odds: 2.1 }] });
  });

  it('phone, live: the setting in the sheet; higher holds a fall for the member, one tap takes it', async () => {
    const view = await openBoard('/sport/livebetting', { layout: 'mobile' });
    await view.user.click(await price(/^울산 HD vs 전북 현대, 승무패, 홈승, 2\.45$/));
    await view.user.click(screen.getByRole('button', { name: /^베팅 슬립 · 1폴더/ }));
    const slip = within(await screen.findByRole('dialog')).getByRole('region', { name: '베팅 슬립' });
    await view.user.click(within(slip).getByRole('radio', { name: '오른 배당만 자동으로 받기' }));
    await setScenario(FIXTURES, 'liveMoved');
    await refresh(view);
    await within(slip).findByText('새 배당 2.20', { exact: false });
    expect(placeOf(slip).disabled).toBe(true);
    await view.user.click(within(slip).getByRole('button', { name: '바뀐 배당 받기' }));
    await waitFor(() => expect(within(slip).queryByText('새 배당', { exact: false })).toBeNull());
    expect(within(slip).getAllByText('2.20', { exact: true }).length).toBeGreaterThan(0);
  });

  it('phone in English: a single bet’s exact body, the slip empty after with no stale problem', async () => {
    const view = await openBoard('/sport/combinationbetting', { layout: 'mobile', language: 'en' });
    await view.user.click(await price(/^토트넘 vs 뉴캐슬, Match result, Home, 2\.55$/));
    await view.user.click(screen.getByRole('button', { name: /^Bet slip · 1 selection · odds 2\.55$/ }));
    const sheet = await screen.findByRole('dialog');
    await view.user.click(within(sheet).getByRole('button', { name: 'Single' }));
    await view.user.click(within(sheet).getByRole('button', { name: 'Add 10,000 to the stake' }));
    await clearRequests();
    await view.user.click(within(sheet).getByRole('button', { name: 'Place bet' }));
    await within(sheet).findByText(/Your bet was accepted\./);
    expect(within(sheet).queryByText('Enter a stake.')).toBeNull();
    expect(await lastBody(BET)).toEqual({
      siteId: 'winner',
      gameType: 'sport',
      betAmount: 10000,
      oddsPolicy: 'none',
      selections: [{ fixtureId: 'f-8102', marketId: 'f-8102-wl', key: 'home', odds: 2.55 }],
    });
  });

  it('e-sports (/gameway): asked with menu esport, no sport tabs; in English', async () => {
    await clearRequests();
    await renderScreen(<GameWayScreen />, { path: '/gameway', member: true, layout: 'mobile', language: 'en' });
    screen.getByRole('heading', { level: 1, name: 'E-sports betting' });
    const board = await screen.findByRole('region', { name: 'Matches' });
    expect(within(board).getAllByRole('button').length).toBeGreaterThan(0);
    expect(await lastBody(FIXTURES)).toMatchObject({ menu: 'esport' });
    expect(screen.queryByRole('tab', { name: 'Soccer' })).toBeNull();
  });
});

describe('sports results', () => {
  it('handicap rows in words; the sport and the day asked; win/lose page 2 asked; an error with retry; none', async () => {
    await clearRequests();
    const view = await renderScreen(<SportResultsScreen />, { path: '/result/sport/handy', route: '/result/sport/:kind', member: true });
    const table = await screen.findByRole('table', { name: '핸디캡 경기결과 목록' });
    const row = await within(table).findByRole('row', { name: /리버풀 vs 아스날/ });
    within(row).getByText('원정승 (아스날)');
    within(row).getByText('2 : 2');
    within(row).getByText('-1.5', { exact: true });
    expect(await lastBody(RESULTS)).toEqual({ siteId: 'winner', kind: 'handy', page: 1 });

    await view.user.click(screen.getByRole('combobox', { name: '종목' }));
    await view.user.click(await screen.findByRole('option', { name: '축구' }));
    await waitFor(async () => expect(await lastBody(RESULTS)).toEqual({ siteId: 'winner', kind: 'handy', page: 1, sport: 'soccer' }));
    await view.user.click(screen.getByRole('combobox', { name: '날짜' }));
    await view.user.click((await screen.findAllByRole('option'))[2]!);
    await waitFor(async () => expect((await lastBody(RESULTS))?.['date']).toMatch(/^\d{4}-\d{2}-\d{2}$/));

    await view.user.click(screen.getByRole('tab', { name: '승무패' }));
    const winlose = await screen.findByRole('table', { name: '승무패 경기결과 목록' });
    await within(winlose).findAllByText('무승부');
    await view.user.click(screen.getByRole('button', { name: '2 페이지로' }));
    await within(winlose).findByText('홈승 (포항 스틸러스)');
    expect(await lastBody(RESULTS)).toMatchObject({ kind: 'winloose', page: 2 });

    await setScenario(RESULTS, 'E002', 1);
    await view.user.click(screen.getByRole('tab', { name: '스페셜' }));
    await screen.findByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    await view.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await within(await screen.findByRole('table', { name: '스페셜 경기결과 목록' })).findAllByText('양팀 모두 득점: 예');
    await setScenario(RESULTS, 'empty');
    await view.user.click(screen.getByRole('tab', { name: '언더오버' }));
    await screen.findByText('이 조건에 맞는 경기결과가 없습니다.');
  });

  it('the phone’s hub in English: over/under in words, then the mini-game results', async () => {
    const view = await renderScreen(<ResultsMainScreen />, { path: '/resultMain', member: true, layout: 'mobile', language: 'en' });
    await view.user.click(await screen.findByRole('tab', { name: 'Over/under' }));
    expect((await screen.findAllByText('Over', { exact: true })).length).toBeGreaterThan(0);
    await view.user.click(screen.getByRole('tab', { name: 'Mini games' }));
    await screen.findByRole('heading', { level: 2, name: 'Mini game results' });
  });
});
