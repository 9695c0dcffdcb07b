// The main page's reads without the browser, against the mock: the notices asked sealed (the body the
// mock decrypts is siteId alone, none of it readable on the wire); a failed notices read (E002) said in
// the member's language with its own retry, the other blocks shown; a guest's launch from the game
// blocks in English (told to sign in, the login asked for, no window). The browser keeps what Chromium
// sends (text/plain, base64, the site key), the language across a reload, a failed /api/main said once,
// the login dialog, the phone's one column and axe (tests/e2e/main.test.ts).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainPage } from '@/features/main/components/MainPage';
import { authDialogs } from '@/session/auth-dialog-store';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const NOTICES = '/api/main/nt/list';

afterEach(() => {
  authDialogs.close();
  vi.restoreAllMocks();
});

describe('the main page’s reads', () => {
  it('the notices asked sealed: siteId alone inside, nothing of it on the wire', async () => {
    await clearRequests();
    await renderScreen(<MainPage />, { path: '/' });
    await within(await screen.findByRole('region', { name: '공지사항' })).findByText('11월 정기 점검 안내');
    const [sent] = await requestsTo(NOTICES);
    expect(sent?.body).toEqual({ siteId: 'winner' });
    expect(sent?.raw).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(sent?.raw).not.toContain('siteId');
  });

  it('a failed notices read (E002) in English: its own words and retry, the other blocks shown', async () => {
    await setScenario(NOTICES, 'E002', 1);
    const view = await renderScreen(<MainPage />, { path: '/', language: 'en' });
    const notices = await screen.findByRole('region', { name: 'Notices' });
    const alert = await within(notices).findByRole('alert');
    expect(alert.textContent).toContain('Your request cannot be processed right now. Please try again later.');
    await within(await screen.findByRole('region', { name: "This week's best withdrawals" })).findByText('#2 ki***');
    await view.user.click(within(notices).getByRole('button', { name: 'Try again' }));
    await within(notices).findByText('11월 정기 점검 안내');
    expect(within(notices).queryByRole('alert')).toBeNull();
  });

  it('a guest’s launch from the game blocks in English: told to sign in, the login asked for, no window', async () => {
    const open = vi.spyOn(window, 'open');
    const view = await renderScreen(<MainPage />, { path: '/', language: 'en' });
    const fresh = await screen.findByRole('list', { name: 'New games' });
    await view.user.click(await within(fresh).findByRole('button', { name: 'Play Gates of Olympus' }));
    await screen.findByText('Please sign in to play.');
    expect(authDialogs.get()).toBe('login');
    expect(open).not.toHaveBeenCalled();
  });
});
