// The main page loads through the real client: requests sealed on the wire (what Chromium sends:
// text/plain, base64, the site key; siteId only inside), answers decrypted and shown; an error code
// reaches the member as its own message; the language survives a reload.
// Written as flows (README, "The suite's budget"): the desktop page shows the new and popular game
// blocks, where a guest's launch gets the sign-in message in the login dialog and beside the game (no
// window), then carries on to the language switch and meets a failed /api/main (one message, one
// retry, for all of its blocks); the mobile page (in English) meets two failed calls (each said once),
// shows its one column and the game blocks two per row, a guest's tap on a game leading to the login
// page that says why; both show this week's best withdrawals and the customer centre's messenger link
// (off-site, new tab).
// The body inside the envelope, the notices' own failure and a guest's launch in English:
// tests/screen/main.test.tsx; a guest's launch sending nothing: src/domain/games/use-game-launch.test.tsx.
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, openPage, useFileBrowser } from './support/browser';
import { opened, stubWindowOpen } from './support/game-window';
import { clearScenarios, setScenario } from './support/mock';
import { landing } from './support/shell';

const browser = useFileBrowser();
afterEach(async () => {
  await clearScenarios();
});

describe('main page against the mock', () => {
  it("shows data from the contract at 1440x900 (this week's best withdrawals, the messenger link), sent sealed with the site key; a guest's game launch told to sign in; switches language, keeps it in winner_lang and across a reload; a failed /api/main said once with one retry", async () => {
    const { context, page } = await openPage(browser(), DESKTOP);
    await page.addInitScript(stubWindowOpen);
    const sealed = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/api/main/nt/list'));
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'WINNER' }).waitFor();
    const notices = page.getByRole('region', { name: '공지사항' });
    await notices.getByText('11월 정기 점검 안내').waitFor();
    await page.getByRole('region', { name: '슬롯 잭팟' }).getByText('1,284,500,000원').waitFor();
    await page.getByRole('region', { name: '실시간 충전 · 환전 현황' }).getByText('ab*** 님 충전').waitFor();
    expect(await page.title()).toBe('WINNER');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    // this week's best withdrawals beside today's (docs/rules.md#routes), and the customer centre's messenger
    // (the site option's sns2Link), off-site in a new tab that cannot reach back
    const week = page.getByRole('region', { name: '이번 주 최고 환전' });
    await week.getByText('3위 pa***').waitFor();
    await week.getByText('7,250,000원').waitFor();
    await page.getByRole('region', { name: '오늘의 최고 환전' }).getByText('1위 lu***').waitFor();
    const support = page.getByRole('region', { name: '고객센터' }).getByRole('link', { name: '고객센터 메신저 문의 (새 탭에서 열림)' });
    expect(await support.getAttribute('href')).toBe('https://t.me/winner_cs');
    expect(await support.getAttribute('target')).toBe('_blank');
    expect(await support.getAttribute('rel')).toBe('noopener noreferrer');

    // the game blocks: a guest's launch is told to sign in, in the login dialog and beside the game, no window opened
    const fresh = page.getByRole('list', { name: '신규 게임' });
    const olympus = fresh.getByRole('button', { name: '게이트 오브 올림푸스 게임 시작' });
    await olympus.waitFor();
    expect(await fresh.getByRole('listitem').count()).toBe(8);
    await page.getByRole('list', { name: '인기 게임' }).getByRole('button', { name: '슈가 러쉬 게임 시작' }).waitFor();
    expect(await page.getByRole('link', { name: '신규 게임 더 보기' }).getAttribute('href')).toBe('/slotgame/kplayslot');
    await olympus.click();
    const login = page.getByRole('dialog', { name: '로그인' });
    // the dialog itself says why (docs/rules.md#roles), not only the page behind it
    await login.getByRole('status').filter({ hasText: '로그인 후 이용해 주세요.' }).waitFor();
    await expectAccessible(page, 'login dialog asked for by a game');
    // the message stays once the dialog is closed (the dialog hides the page from assistive tech)
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: '로그인 후 이용해 주세요.' }).waitFor();
    expect(await opened(page)).toEqual([]);

    // what Chromium put on the wire
    const sent = await sealed;
    expect(sent.headers()['content-type']).toMatch(/^text\/plain/);
    expect(sent.postData()).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(sent.postData()).not.toContain('siteId');
    expect(sent.headers()['authorization']).toBe('Bearer mock-api-key');

    // the language: switched in the page, kept in the cookie and across a reload
    await page.getByRole('combobox', { name: '언어' }).selectOption('vi'); // a native select (LanguageSwitcher)
    await page.getByRole('region', { name: 'Thông báo' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'winner_lang')?.value).toBe('vi');
    // /api/main fails once: its blocks (games, jackpot, rankings, best withdrawals) say so once, with one retry
    await setScenario('/api/main', 'E002', 1);
    await page.reload();
    await page.getByRole('region', { name: 'Thông báo' }).getByText('11월 정기 점검 안내').waitFor();
    const boards = page.getByRole('region', { name: 'Trò chơi và bảng xếp hạng' });
    await boards.getByRole('alert').filter({ hasText: 'Hiện không thể xử lý yêu cầu. Vui lòng thử lại sau.' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Thử lại' }).count()).toBe(1);
    await expectAccessible(page, 'main page, /api/main failed, Vietnamese, desktop');
    await boards.getByRole('button', { name: 'Thử lại' }).click();
    await page.getByRole('region', { name: 'Jackpot slot' }).getByText('1.284.500.000 ₩').waitFor();
    await page.getByRole('region', { name: 'Rút tiền cao nhất tuần này' }).getByText('Hạng 1 lu***').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await boards.waitFor({ state: 'detached' });
    await context.close();
  });

  it("at 390x844 (mobile width), in English: a failed call's own message (E002) in the member's language, recovered on retry; /api/main failed said once for all its blocks; the messenger link; every block in one column, the game blocks two per row, a guest's tap on a game", async () => {
    await setScenario('/api/main/nt/list', 'E002', 1);
    await setScenario('/api/main', 'E002', 1);
    const { context, page } = await openPage(browser(), MOBILE, 'en');
    await page.goto('/');
    const notices = page.getByRole('region', { name: 'Notices' });
    await notices.getByRole('alert').filter({ hasText: /later/i }).waitFor();
    // /api/main's blocks fail once, together: one message, one retry (and the notices their own)
    const boards = page.getByRole('region', { name: 'Games and rankings' });
    await boards.getByRole('alert').filter({ hasText: 'Your request cannot be processed right now. Please try again later.' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(2);
    await expectAccessible(page, 'main page with a failed block, English, mobile');
    await notices.getByRole('button', { name: 'Try again' }).click();
    await notices.getByText('11월 정기 점검 안내').waitFor();
    await notices.getByText('첫충 20% 이벤트').waitFor();
    await boards.getByRole('button', { name: 'Try again' }).click();
    const week = page.getByRole('region', { name: "This week's best withdrawals" });
    await week.getByText('#2 ki***').waitFor();
    await page.getByRole('list', { name: 'New games' }).getByRole('button', { name: 'Play Gates of Olympus' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    // the messenger link on a phone too
    const support = page
      .getByRole('region', { name: 'Customer centre' })
      .getByRole('link', { name: 'Message the customer centre (opens in a new tab)' });
    expect(await support.getAttribute('href')).toBe('https://t.me/winner_cs');
    expect(await support.getAttribute('target')).toBe('_blank');
    expect(await support.getAttribute('rel')).toBe('noopener noreferrer');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    // the game blocks two per row; a guest's tap on a game: the login page, saying why
    const cards = page.getByRole('list', { name: 'New games' }).getByRole('listitem');
    const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())?.y));
    expect(a).toBe(b);
    expect(c).toBeGreaterThan(a ?? 0);
    await cards.first().getByRole('button').first().click();
    expect(await landing(page, '/login')).toBeNull();
    await page.getByRole('status').filter({ hasText: 'Please sign in to play.' }).waitFor();
    await context.close();
  });
});
