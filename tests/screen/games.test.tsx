// The game lobbies (live casino, slots, virtual games, fishing, the hotel casino) and /live without the
// browser, against the mock, with window.open stubbed (a game window that opens): each lobby asks for
// its vendor's list (the exact vendor code) and shows it; the search as the member types, in Korean and
// English names, and nothing found; a launch's exact body, the game then among the recently played;
// B0091, 2000 and NT99 each its own message, no window opened; a favourite shown first; the KPlay
// lobby's 48 first of its 88 games and its vendor filter; an empty vendor; a list error with retry; the
// hotel casino's venues (the current one marked, another's list asked), an unknown venue told so
// without a list call, a venue's table in English; a partner's B0095 with no call; /live without a
// broadcast and with one. The browser keeps the popup (its geometry, a blocked popup, the watcher), the
// frame of /slot/game, the favourite across a reload, the menus and LOCK_BET_YN, a push
// (tests/e2e/games.test.ts, games-more.test.ts, hotel-slots.test.ts). The refusals before any call (a
// guest, a partner, games down) are also tests/unit's (src/domain/games/use-game-launch.test.tsx).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelCasinoScreen } from '@/features/games/pages/HotelCasinoScreen';
import { LiveVideoScreen } from '@/features/games/pages/LiveVideoScreen';
import { LiveCasinoScreen } from '@/features/games/pages/LiveCasinoScreen';
import { RotaryScreen } from '@/features/games/pages/RotaryScreen';
import { SlotLobbyScreen } from '@/features/games/pages/SlotLobbyScreen';
import { FishingScreen } from '@/features/games/pages/FishingScreen';
import { closeGameWindow } from '@/session/game-window';
import { fill } from './support/fill';
import { clearRequests, clearScenarios, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const GET_GAME = '/api/game/getGame';
const GAME_LIST = '/api/game/getGameList';
const GAME_URL = 'https://games.example.test/launch?token=abc';

let windows: string[] = [];
beforeEach(() => {
  // favourites and recently played are kept in the browser (localStorage)
  localStorage.clear();
  windows = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    windows.push(String(url));
    return { closed: false, opener: null, close() {} } as unknown as Window;
  });
});
afterEach(() => {
  closeGameWindow();
  vi.restoreAllMocks();
});

const listBodies = async () => (await requestsTo(GAME_LIST)).map((r) => r.body);
const launchBodies = async () => (await requestsTo(GET_GAME)).map((r) => r.body);
const play = (name: string) => screen.findByRole('button', { name: `${name} 게임 시작` });
const listOf = (name: string) => screen.findByRole('list', { name });

describe('game lobbies', () => {
  it('live casino: its list asked; the search in Korean and English names, nothing found; a launch’s exact body, then recently played; B0091, 2000 and NT99 each its own message; a favourite first', async () => {
    await clearRequests();
    const view = await renderScreen(<LiveCasinoScreen />, { path: '/livecasino/evolution', member: true });
    screen.getByRole('heading', { level: 1, name: '라이브카지노 · 에볼루션' });
    const all = await listOf('전체 게임');
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(10));
    expect(await listBodies()).toEqual([{ siteId: 'winner', vendorCode: '1' }]);

    const search = screen.getByRole('searchbox', { name: '게임 검색' });
    await fill(view.user, search, '바카라');
    const results = await listOf('검색 결과 4개');
    within(results).getByRole('button', { name: '스피드 바카라 A 게임 시작' });
    expect(within(results).queryByRole('button', { name: '크레이지 타임 게임 시작' })).toBeNull();
    await fill(view.user, search, 'roulette');
    within(await listOf('검색 결과 1개')).getByRole('button', { name: '라이트닝 룰렛 게임 시작' });
    await fill(view.user, search, '없는 게임');
    await screen.findByText("'없는 게임'에 맞는 게임이 없습니다.");
    await view.user.click(screen.getByRole('button', { name: '검색 지우기' }));

    await view.user.click(within(await listOf('전체 게임')).getByRole('button', { name: '라이트닝 룰렛 게임 시작' }));
    await waitFor(() => expect(windows).toEqual([GAME_URL]));
    expect(await launchBodies()).toEqual([{ siteId: 'winner', vendorKey: '1', gameType: 'live', gameKey: 'evo_lightningroulette' }]);
    within(await listOf('최근 플레이')).getByRole('button', { name: '라이트닝 룰렛 게임 시작' });

    for (const [code, message] of [
      ['B0091', '현재 이용할 수 없는 게임입니다.'],
      ['2000', '게임사에서 접속을 차단했습니다.'],
      ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
    ] as const) {
      await setScenario(GET_GAME, code, 1);
      await view.user.click(
        within(screen.getByRole('list', { name: '전체 게임' })).getByRole('button', { name: '크레이지 타임 게임 시작' }),
      );
      await waitFor(() =>
        expect(
          screen.getAllByRole('alert').some((a) => a.textContent?.includes(message)),
          code,
        ).toBe(true),
      );
    }
    expect(windows).toHaveLength(1);

    await view.user.click(screen.getByRole('button', { name: '크레이지 타임 즐겨찾기에 추가' }));
    const favourites = await listOf('즐겨찾기');
    within(favourites).getByRole('button', { name: '크레이지 타임 게임 시작' });
    expect(within(favourites).getByRole('button', { name: '크레이지 타임 즐겨찾기에서 빼기' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('slots: the KPlay lobby asked, 48 of its 88 games first; a vendor’s filter; an empty vendor; a list error with retry', async () => {
    await clearRequests();
    const view = await renderScreen(<SlotLobbyScreen />, { path: '/slotgame/kplayslot', member: true });
    const all = await listOf('전체 게임');
    await within(all).findByRole('button', { name: '게이트 오브 올림푸스 게임 시작' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(48);
    expect(await listBodies()).toEqual([{ siteId: 'winner', vendorCode: '0' }]);
    await view.user.click(within(screen.getByRole('group', { name: '게임사' })).getByRole('button', { name: '하바네로' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '전체 게임' })).getAllByRole('listitem')).toHaveLength(24));
    expect(screen.queryByRole('button', { name: '게이트 오브 올림푸스 게임 시작' })).toBeNull();
    cleanup();

    await renderScreen(<SlotLobbyScreen />, { path: '/slotgame/slot_ylgaming', member: true });
    await screen.findByText('이 게임사에는 지금 이용할 수 있는 게임이 없습니다.');
    cleanup();

    await setScenario(GAME_LIST, 'E002', 1);
    const failing = await renderScreen(<SlotLobbyScreen />, { path: '/slotgame/slot_quick', member: true });
    await screen.findByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    await failing.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await play('빅 배드 울프');
  });

  it('virtual games (/rotary): vendor 300 asked, ten games; a launch’s exact body', async () => {
    await clearRequests();
    const view = await renderScreen(<RotaryScreen />, { path: '/rotary', member: true });
    const all = await listOf('전체 게임');
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(10));
    expect(await listBodies()).toEqual([{ siteId: 'winner', vendorCode: '300' }]);
    await view.user.click(await play('가상 축구'));
    await waitFor(() => expect(windows).toEqual([GAME_URL]));
    expect(await launchBodies()).toEqual([{ siteId: 'winner', vendorKey: '300', gameType: 'virtual', gameKey: 'vr_virtualsoccer' }]);
  });

  it('the hotel casino: a venue’s list asked and its table launched (exact body); the current venue marked, another asked; an unknown venue told so, no list asked; slot code 209’s lobby', async () => {
    await clearRequests();
    const route = '/hotelcasino/:vendorCode';
    const view = await renderScreen(<HotelCasinoScreen />, { path: '/hotelcasino/401', route, member: true });
    await screen.findByRole('heading', { level: 1, name: '호텔카지노 · 솔레어 호텔' });
    const all = await listOf('전체 게임');
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(4));
    expect(await listBodies()).toEqual([{ siteId: 'winner', vendorCode: '401' }]);
    const venues = screen.getByRole('navigation', { name: '호텔카지노 게임사' });
    expect(within(venues).getByRole('link', { name: '솔레어 호텔' }).getAttribute('aria-current')).toBe('page');
    await view.user.click(await play('솔레어 바카라 1'));
    await waitFor(() => expect(windows).toEqual([GAME_URL]));
    expect(await launchBodies()).toEqual([{ siteId: 'winner', vendorKey: '401', gameType: 'hotel', gameKey: 'sol_solairebaccarat1' }]);
    await view.user.click(within(venues).getByRole('link', { name: '오카다 마닐라' }));
    await play('오카다 스퀴즈 바카라');
    expect((await listBodies()).at(-1)).toEqual({ siteId: 'winner', vendorCode: '402' });
    cleanup();

    await clearRequests();
    await renderScreen(<HotelCasinoScreen />, { path: '/hotelcasino/1', route, member: true });
    await screen.findByText('이 호텔카지노는 지금 이용할 수 없습니다. 아래에서 다른 곳을 골라 주세요.');
    within(screen.getByRole('navigation', { name: '호텔카지노 게임사' })).getByRole('link', { name: '시티 오브 드림즈' });
    expect(await requestsTo(GAME_LIST)).toEqual([]);
    cleanup();

    await clearScenarios();
    await renderScreen(<SlotLobbyScreen />, { path: '/slotgame/slot_209', member: true });
    await screen.findByRole('heading', { level: 1, name: '슬롯게임 · 레드타이거' });
    await play('드래곤 포춘');
    expect((await listBodies()).at(-1)).toEqual({ siteId: 'winner', vendorCode: '209' });
  });

  it('live video (/live): no broadcast said so, without a frame; a broadcast in its frame', async () => {
    await renderScreen(<LiveVideoScreen />, { path: '/live', member: true });
    await screen.findByText('지금은 라이브 중계가 없습니다.');
    expect(screen.queryByTitle('라이브 스포츠 중계')).toBeNull();
    cleanup();
    await setScenario('/api/main', 'liveVideo');
    await renderScreen(<LiveVideoScreen />, { path: '/live', member: true });
    expect((await screen.findByTitle('라이브 스포츠 중계')).getAttribute('src')).toBe('https://video.example.test/live/sports-1');
  });

  it('a partner is refused (B0095): its message, no launch asked, no window', async () => {
    await setScenario('/api/member/login', 'partner', 1);
    const view = await renderScreen(<FishingScreen />, { path: '/phishinggame/kplayfishing', member: true });
    await screen.findByRole('heading', { level: 1, name: '피싱게임 · K-Play 피싱' });
    await clearRequests();
    await view.user.click(await play('오션 킹'));
    await screen.findByText('파트너 회원은 게임을 이용할 수 없습니다.');
    expect(await requestsTo(GET_GAME)).toEqual([]);
    expect(windows).toEqual([]);
  });

  it('a slot lobby in English: its title, the search by English name', async () => {
    const view = await renderScreen(<SlotLobbyScreen />, { path: '/slotgame/pragslot', member: true, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Slots · Pragmatic slots' });
    await screen.findByRole('list', { name: 'All games' });
    await fill(view.user, screen.getByRole('searchbox', { name: 'Search games' }), 'bonanza');
    within(await screen.findByRole('list', { name: '4 games found' })).getByRole('button', { name: 'Play Sweet Bonanza' });
  });

  it('the hotel casino in English: another venue’s table launched with its own body', async () => {
    await clearRequests();
    const view = await renderScreen(<HotelCasinoScreen />, {
      path: '/hotelcasino/403',
      route: '/hotelcasino/:vendorCode',
      member: true,
      language: 'en',
    });
    await screen.findByRole('heading', { level: 1, name: 'Hotel casino · City of Dreams' });
    await view.user.click(await screen.findByRole('button', { name: 'Play Dreams Baccarat' }));
    await waitFor(() => expect(windows).toEqual([GAME_URL]));
    expect(await launchBodies()).toEqual([{ siteId: 'winner', vendorKey: '403', gameType: 'hotel', gameKey: 'cod_dreamsbaccarat' }]);
  });
});
