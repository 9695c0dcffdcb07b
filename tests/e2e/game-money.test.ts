// The money-merge notice (docs/rules.md#routes modals, docs/rules.md#states) in the browser: one
// global notice in four states - ready, ing, complete (closes itself after 1.8 s), fail (C009 with the
// server's own message; any other failure "conversion failed, contact customer centre"), with axe on
// each kind. Opened two ways:
// - from the withdrawal screen's game-money panel (its figure read from /api/cash/getUserCash, the
//   mock's `inGame`: 60,000 won), asking first; the panel at 0 won after the merge;
// - by the game watcher when the game window closes (the page's clock driven 10 s; window.open
//   answers a fake window the test closes), merging at once; C009 holds the retry a minute with a
//   countdown on the page's clock.
// Both on the desktop in one page (the withdrawal screen, then a game lobby inside the app).
// On the phone (in Vietnamese) the withdrawal tab offers it too.
//
// Each request sent (one per press, the watcher's call and not the panel's), the exact bodies and
// the panel read again are the screen tier's (tests/screen/game-money.test.tsx).
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearScenarios, setFault, setScenario } from './support/mock';
import { closePopup, opened, stubWindowOpen } from './support/game-window';
import { landing, navigateInApp, show, useShellSuite } from './support/shell';
import { shot } from './support/shots';
import { runClock } from './support/clock';

const open = useShellSuite();
const C009_SAYS = '게임 종료 확인 중입니다. 1분 이내에 다시 시도해주세요.';
const FAILED = '게임머니 전환에 실패했습니다. 고객센터에 문의해 주세요.';
const DONE = '전환이 완료되었습니다. 보유머니 1,310,000원';
const AFTER_GAME = '게임 창이 닫혀 게임머니를 보유머니로 옮기고 있습니다.';

describe('the money-merge notice', () => {
  it('desktop: from the withdrawal panel, ready, C009 with the server message, 9999 "conversion failed", then ing and complete (the new held money, closes itself, the panel at 0 won); after a game window closes, the watcher merges at once: C009 holds the retry a minute with a countdown, then tried again (ing, complete, closes itself); another failure says "conversion failed"', async () => {
    await setScenario('/api/member/info', 'inGame');
    await setScenario('/api/cash/getUserCash', 'inGame');
    const { page, problems } = await open(DESKTOP, { member: true });
    // the page's clock (runs on by itself until moved) and a stubbed game window, for the watcher's part
    await page.clock.install();
    await page.addInitScript(stubWindowOpen);
    await show(page, '/moneyMain/exchange');
    const panel = page.getByRole('region', { name: '게임머니' });
    await panel.getByText('60,000원').waitFor();
    await shot(page, 'game-money-desktop', { fullPage: false });
    const dialog = page.getByRole('dialog', { name: '머니 통합' });

    // C009: the server's own words (the game is still being verified as ended).
    await setFault('/api/cash/outGameMoney', { body: { code: 'C009', msg: C009_SAYS }, times: 1 });
    await panel.getByRole('button', { name: '보유머니로 전환' }).click();
    await dialog.getByText('게임머니 60,000원을 보유머니로 전환합니다.', { exact: false }).waitFor();
    await expectAccessible(page, 'money merge, ready', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await dialog.getByRole('alert').getByText(C009_SAYS).waitFor();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Any other failure: conversion failed, contact the customer centre.
    await setScenario('/api/cash/outGameMoney', '9999', 1);
    await panel.getByRole('button', { name: '보유머니로 전환' }).click();
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await dialog.getByRole('alert').getByText(FAILED).waitFor();
    await expectAccessible(page, 'money merge, failed', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: '닫기' }).click();

    // Success, a little late: moving (no way to close meanwhile), then the new held money, then the
    // notice closes by itself and the panel shows what is left (none).
    await setScenario('/api/cash/getUserCash', 'success');
    await setFault('/api/cash/outGameMoney', { delayMs: 1_500, times: 1 });
    await panel.getByRole('button', { name: '보유머니로 전환' }).click();
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await dialog.getByRole('status').getByText('게임머니를 보유머니로 옮기고 있습니다.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button').count()).toBe(0);
    await expectAccessible(page, 'money merge, ing', { include: '[role="dialog"]' });
    await dialog.getByText(DONE).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('0원', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: '보유머니로 전환' }).isDisabled()).toBe(true);

    // A game played from its lobby, in the same app: when its window closes, the watcher merges.
    await clearScenarios();
    await navigateInApp(page, '/livecasino/evolution');
    expect(await landing(page, '/livecasino/evolution')).toBeNull();
    const play = page.getByRole('list', { name: '전체 게임' }).getByRole('button', { name: '라이트닝 룰렛 게임 시작' });

    await play.click();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    expect(await dialog.count()).toBe(0);
    await setFault('/api/member/changeMemCashFlag', { body: { code: 'C009', msg: C009_SAYS }, times: 1 });
    await closePopup(page);
    await runClock(page, 10_000);
    await dialog.getByRole('alert').getByText(C009_SAYS).waitFor();
    await expectAccessible(page, 'money merge after the game, C009', { include: '[role="dialog"]' });

    // C009 holds the merge about a minute, counted down on the button (the page's clock moved on).
    await expect(dialog.getByRole('button', { name: /^(60|59)초 후 다시 시도$/ }).isDisabled()).resolves.toBe(true);
    await runClock(page, 60_000);

    // Tried again, a little late: moving, then done, then closed by itself.
    await setFault('/api/member/changeMemCashFlag', { delayMs: 1_500, times: 1 });
    await dialog.getByRole('button', { name: '다시 시도', exact: true }).click();
    await dialog.getByRole('status').getByText(AFTER_GAME, { exact: false }).waitFor();
    await dialog.getByText(DONE).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Another game, closed; the merge fails otherwise: conversion failed.
    await setScenario('/api/member/changeMemCashFlag', '9999', 1);
    await play.click();
    await expect.poll(async () => (await opened(page)).length).toBe(2);
    await closePopup(page);
    await runClock(page, 10_000);
    await dialog.getByRole('alert').getByText(FAILED).waitFor();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('mobile: the withdrawal tab offers it too, in Vietnamese, and completes', async () => {
    await setScenario('/api/cash/getUserCash', 'inGame', 1);
    const { page } = await open(MOBILE, { member: true, language: 'vi' });
    await show(page, '/exchangeMain');
    const panel = page.getByRole('region', { name: 'Tiền trong game' });
    await panel.getByRole('button', { name: 'Chuyển về số dư' }).waitFor();
    await shot(page, 'game-money-mobile', { fullPage: false });
    await panel.getByRole('button', { name: 'Chuyển về số dư' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gộp tiền' });
    await dialog.getByRole('button', { name: 'Chuyển', exact: true }).waitFor();
    await expectAccessible(page, 'money merge, mobile, Vietnamese');
    await dialog.getByRole('button', { name: 'Chuyển', exact: true }).click();
    await dialog.getByText('Hoàn tất. Số dư của bạn:', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});
