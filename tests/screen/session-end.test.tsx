// Why a session ended, on the guest page (docs/rules.md#sessions, docs/rules.md#safer-gambling),
// without the browser: a login elsewhere (a LOGOUT push with TK999, or TK999 answering the balance
// poll) is said on the main page of both layouts, in ko, en and vi; a time-out or self-exclusion told
// by push says until when, and this browser then shows no promotion (banners, the first-charge
// bonus, popups). And the token refresh as the server receives it: near its expiry without force,
// forced (as after a reload, the expiry unknown) with it (the reloads, tabs and tokens around it:
// tests/e2e/session.test.ts, tests/e2e/tabs.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupLayer } from '@/app/chrome/PopupLayer';
import { MainPage } from '@/features/main/components/MainPage';
import { SiteBanners } from '@/features/site/components/SiteBanners';
import { handlePushCommand } from '@/push/push-commands';
import { fetchBalance } from '@/session/balance';
import { PROMOTION_HOLD_KEY } from '@/session/promotion-hold';
import { session } from '@/session/session-store';
import { ensureFreshToken, tokenRefresher } from '@/session/token-refresh';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { signInMember } from './support/member';
import { renderScreen } from './support/render';

const POPUP = { bannerIdx: 7, title: '이벤트 팝업', content: '<p>충전 이벤트</p>', isClose: 'Y' as const };

function Guest() {
  return (
    <>
      <MainPage banners={<SiteBanners depositPath="/moneyMain/charge" />} />
      <PopupLayer popups={[POPUP]} />
    </>
  );
}

afterEach(() => {
  session.dismissEnded();
  localStorage.removeItem(PROMOTION_HOLD_KEY);
});

describe('why the session ended, on the guest page', () => {
  it('a LOGOUT push with TK999: the main page says the ID logged in elsewhere (desktop, ko), and it closes', async () => {
    await signInMember();
    handlePushCommand({ cmd: 'LOGOUT', data1: 'TK999' });
    expect(session.get().status).toBe('guest');
    const view = await renderScreen(<Guest />, { path: '/' });
    const told = (await screen.findByText(/다른 곳에서 같은 아이디로 로그인되어 이 기기에서 로그아웃되었습니다/)).closest(
      '[role="status"]',
    );
    expect(told?.textContent).toMatch(/^중복 로그인/);
    // the promotions stay: nothing was set
    await screen.findByRole('region', { name: '첫충 보너스' });
    await view.user.click(screen.getByRole('button', { name: '알림 닫기' }));
    await waitFor(() => expect(screen.queryByText(/다른 곳에서 같은 아이디로/)).toBeNull());
  });

  it('TK999 answering the balance poll says the same, on the phone layout, in English and Vietnamese', async () => {
    await signInMember();
    await setScenario('/api/member/balance', 'TK999');
    await expect(fetchBalance()).rejects.toThrow();
    expect(session.get().ended).toEqual({ reason: 'duplicate' });
    const view = await renderScreen(<MainPage />, { path: '/', layout: 'mobile', language: 'en' });
    await screen.findByText('Your ID was logged in elsewhere, so this device has been logged out.');
    view.unmount();
    await renderScreen(<MainPage />, { path: '/', layout: 'mobile', language: 'vi' });
    await screen.findByText('ID của bạn đã đăng nhập ở nơi khác nên thiết bị này đã bị đăng xuất.');
  });

  it('a time-out told by push (RG01) says until when; then no banner, no first-charge bonus and no popup in this browser', async () => {
    await signInMember();
    handlePushCommand({ cmd: 'LOGOUT', data1: 'RG01', data2: '2099-11-27 10:00:00' });
    await renderScreen(<Guest />, { path: '/' });
    const told = (await screen.findByText(/휴식\(타임아웃\)이 설정되어 로그아웃되었습니다/)).closest('[role="status"]');
    expect(told).not.toBeNull();
    within(told as HTMLElement).getByText(/2099\. 11\. 27\. 10:00까지 로그인할 수 없습니다/);
    expect(screen.queryByRole('region', { name: '첫충 보너스' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: '이벤트 팝업' })).toBeNull();
  });

  it('a self-exclusion (RG02) in English says until when; no promotion either', async () => {
    await signInMember();
    handlePushCommand({ cmd: 'LOGOUT', data1: 'RG02', data2: '2099-05-26 12:00:00' });
    await renderScreen(<Guest />, { path: '/', language: 'en' });
    await screen.findByText(/Your self-exclusion is set and you have been logged out\. You cannot log in until .*2099/);
    expect(screen.queryByRole('region', { name: 'First-deposit bonus' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('promotions are back once the hold has ended', async () => {
    localStorage.setItem(PROMOTION_HOLD_KEY, String(Date.now() - 1000));
    await renderScreen(<Guest />, { path: '/' });
    await screen.findByRole('region', { name: '첫충 보너스' });
    await screen.findByRole('dialog', { name: '이벤트 팝업' });
  });
});

/** A Seoul server time (the contract's `yyyy-MM-dd HH:mm:ss`) `ms` from now. */
const seoulIn = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

describe('the token refresh, as sent', () => {
  it('in its last 5 minutes the token is refreshed without force; a forced refresh says so', async () => {
    await signInMember();
    session.setToken(session.get().token!, seoulIn(4 * 60_000));
    await clearRequests();
    await expect(ensureFreshToken()).resolves.toBe(true);
    expect((await requestsTo('/api/member/refreshToken')).map((r) => r.body)).toEqual([{ siteId: 'winner' }]);
    await clearRequests();
    await expect(tokenRefresher.refresh({ force: true })).resolves.toBe(true);
    expect((await requestsTo('/api/member/refreshToken')).map((r) => r.body)).toEqual([{ force: true, siteId: 'winner' }]);
  });
});
