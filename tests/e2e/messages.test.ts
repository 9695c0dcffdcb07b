// The message box (list and one message) in Chromium against the mock: a box answering M001 ("a
// new message has arrived", docs/rules.md#errors) says so as information and shows the messages
// read again; read and unread marks; delete with confirmation (an unread one refused before sending:
// M002); mark all read and one message marked read without opening it (racing taps: one request); a
// failing box and its retry; paging in the address (kept on reload); reading an unread message lowers
// the header's count at once; a failed read with retry; server HTML that runs nothing; the mobile
// route in English.
//
// Written as flows (README, "The suite's budget"): the list's actions one after another on page 1;
// a failing box, paging into a message and deleting it back to its page, then reading, a failed
// read and unsafe HTML one after another; the phone in English. The request counts left here are the
// racing taps' (one request however often tapped); axe once per state the route walk
// (tests/e2e/routes-*.test.ts) does not reach. The bodies (the list's by page, a message's read,
// delete, mark read and mark all read), an unread message's delete sending nothing, the list read
// again after a delete and after M001, M001 twice in a row, a read refused with NT99 (its own words,
// the retry reading it), a delete the server refuses (M002) in the
// dialog, each message deleted by its own number, the empty box and the English words: the screen
// tier (tests/screen/messages.test.tsx, README "Tests"): they do not need a browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { expectSentOnce, setFault, setScenario } from './support/mock';
import { confirmOnce } from './support/taps';
import { landing, navigateInApp, show, useShellSuite } from './support/shell';

const open = useShellSuite();
const LIST = '/api/board/msgList';
const READ = '/api/board/msgRead';
const DELETE = '/api/board/msgDelete';
const READ_ALL = '/api/board/msgReadAll';
const UPDATE = '/api/board/msgUpdate';
const BOX = '/mypage/message/list';

const table = (page: Page) => page.getByRole('table', { name: '받은 쪽지 목록' });
const headerCount = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `안 읽은 쪽지 ${count}개` });
/** The list has its answer (not dimmed while a newer one loads). */
const settledList = (page: Page) => page.locator('[aria-busy="false"][aria-live="polite"]').waitFor();

describe('message box (desktop)', () => {
  it('page 1, answering M001 first: the notice as information and the messages read again; read and unread said in words, titles are links; an unread message refused before sending (M002); mark all read (two taps: one request); a read one deleted after confirmation (three taps: one request)', async () => {
    await setScenario(LIST, 'M001', 1);
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, BOX);
    await page.getByRole('status').filter({ hasText: '새 쪽지가 도착했습니다.' }).waitFor();
    const rows = table(page).getByRole('row');
    await rows.nth(10).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await rows.count()).toBe(11);
    const first = rows.nth(1);
    await first.getByText('안 읽음', { exact: true }).waitFor();
    await rows.nth(2).getByText('읽음', { exact: true }).waitFor();
    expect(await table(page).getByText('안 읽음', { exact: true }).count()).toBe(2);
    const link = first.getByRole('link', { name: '충전 완료 안내' });
    expect(await link.getAttribute('href')).toBe('/mypage/message/read/77');
    await page.getByText('안 읽은 쪽지 2개', { exact: true }).waitFor();
    await headerCount(page, 2).waitFor();
    await expectAccessible(page, 'message box after M001, desktop');
    expect(problems).toEqual([]);

    // An unread message: M002 is said before anything is sent, and the dialog offers no delete.
    await rows.nth(1).getByRole('button', { name: '쪽지 삭제: 충전 완료 안내' }).click();
    const dialog = page.getByRole('dialog', { name: '쪽지 삭제' });
    await dialog.getByText('읽지 않은 쪽지는 삭제할 수 없습니다.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: '삭제' }).count()).toBe(0);
    await expectAccessible(page, 'unread message refused, desktop', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Mark all read: one request, the header count and the list follow.
    await setScenario(LIST, 'allRead');
    const button = page.getByRole('button', { name: '모두 읽음 표시' });
    // two taps in one go: the second finds the call on its way (or the button disabled)
    await button.evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
    await page.getByText('모든 쪽지를 읽음으로 표시했습니다.').waitFor();
    await headerCount(page, 0).waitFor();
    await expectSentOnce(READ_ALL);
    await expect.poll(async () => table(page).getByText('안 읽음', { exact: true }).count()).toBe(0);
    expect(await button.isDisabled()).toBe(true);
    await settledList(page);

    // A read message (all are now): deleted after confirmation, one request however often tapped.
    await rows.nth(2).getByRole('button', { name: '쪽지 삭제: 환전 완료 안내' }).click();
    await dialog.getByText("'환전 완료 안내' 쪽지를 삭제할까요?", { exact: false }).waitFor();
    await expectAccessible(page, 'message delete confirmation, desktop', { include: '[role="dialog"]' });
    await confirmOnce(dialog, '삭제', DELETE);
  });

  it('a failing box and its retry; pages through the pager into the address (kept on reload), page 2 showing its own messages; a row link carries the page and opens that message, which leads back to it; deleting from the message goes back to that page; then reading an unread message lowers the header count at once and shows its HTML (table, image) and date; a message that fails to load retries; HTML with a script, onerror and a javascript: link runs none of them', async () => {
    await setScenario(LIST, 'E002', 1);
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, BOX);
    await page.getByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.').waitFor();
    await expectAccessible(page, 'message box error, desktop');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await table(page).getByRole('row').nth(10).waitFor();

    // No scenario: the mock answers page 2 because page 2 was asked (the contract's x-mock-pick).
    await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('button', { name: '2 페이지로' }).click();
    await page.waitForURL(/[?&]page=2/);
    const link = table(page).getByRole('link', { name: '쿠폰 지급 안내' });
    await expect.poll(async () => link.first().getAttribute('href')).toBe('/mypage/message/read/61?page=2');
    await page.reload();
    expect(await landing(page, BOX)).toBeNull();
    await page.getByRole('button', { name: '2 페이지 (현재)' }).waitFor();
    await link.first().click();
    await page.waitForURL(/\/mypage\/message\/read\/61\?page=2$/);
    // the message that was clicked, not another one
    await page.getByRole('heading', { level: 1, name: '쿠폰 지급 안내' }).waitFor();
    const back = page.getByRole('link', { name: '목록으로' });
    expect(await back.getAttribute('href')).toBe(`${BOX}?page=2`);
    await back.click();
    await page.waitForURL(/\/mypage\/message\/list\?page=2$/);
    await table(page).getByRole('row').nth(10).waitFor();
    await settledList(page);

    // Message 67 of this page (a row link carrying the page), deleted from the message: back to page 2.
    await table(page).getByRole('link', { name: '충전 완료 안내' }).first().click();
    expect(await landing(page, '/mypage/message/read/67')).toBeNull();
    expect(new URL(page.url()).search).toBe('?page=2');
    await page.getByRole('heading', { level: 1, name: '충전 완료 안내' }).waitFor();
    await page.getByRole('article').getByText('2026. 11. 19.', { exact: false }).waitFor(); // message 67's day, not 77's
    await page.getByRole('button', { name: '삭제' }).click();
    await page.getByRole('dialog', { name: '쪽지 삭제' }).getByRole('button', { name: '삭제' }).click();
    await page.waitForURL(/\/mypage\/message\/list\?page=2$/);
    await page.getByRole('button', { name: '2 페이지 (현재)' }).waitFor();

    // Page 1's unread message, read: the header count drops at once.
    await navigateInApp(page, BOX);
    expect(await landing(page, BOX)).toBeNull();
    await headerCount(page, 2).waitFor();
    await table(page).getByRole('link', { name: '충전 완료 안내' }).click();
    expect(await landing(page, '/mypage/message/read/77')).toBeNull();
    await page.getByRole('heading', { level: 1, name: '충전 완료 안내' }).waitFor();
    await headerCount(page, 1).waitFor();
    const article = page.getByRole('article');
    await article.getByRole('table').getByRole('cell', { name: '10,000원' }).waitFor();
    await article.getByRole('img', { name: 'WINNER' }).waitFor();
    await article.getByText('2026. 11. 22.', { exact: false }).waitFor();
    expect(problems).toEqual([]);

    // On to another message, whose read fails: its message, then a retry.
    await setScenario(READ, 'E002');
    await navigateInApp(page, '/mypage/message/read/72');
    await page.getByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.').waitFor();
    await expectAccessible(page, 'a message error, desktop');
    // The retry reads a message whose HTML carries a script, onerror and a javascript: link.
    await setScenario(READ, 'unsafe');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByText('출석 보상이 지급되었습니다.').waitFor();
    const img = page.getByRole('article').getByRole('img', { name: '보상' });
    await img.waitFor();
    // the broken image has had its chance to fire onerror
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
    expect(await img.getAttribute('onerror')).toBeNull();
    expect(await page.locator('article script').count()).toBe(0);
    const unsafeLink = page.getByRole('article').getByText('자세히');
    expect(await unsafeLink.getAttribute('href')).toBeNull();
    await unsafeLink.click();
    expect(await page.evaluate(() => (window as unknown as { __msgScript?: number }).__msgScript)).toBeUndefined();
    await expectAccessible(page, 'an unsafe message, desktop');
  });
});

describe('message box (mobile, English)', () => {
  it('/msgMain/msg answering M001 says so and shows cards with read marks; one marked read without opening it (two presses: one request); a card opens its own message at /msgMain/msgRead', async () => {
    await setScenario(LIST, 'M001', 1);
    const { page, problems } = await open(MOBILE, { member: true, language: 'en' });
    await show(page, '/msgMain/msg');
    await page.getByRole('status').filter({ hasText: 'You have a new message.' }).waitFor();
    const list = page.getByRole('list', { name: 'Received messages' });
    const cards = list.getByRole('listitem');
    await cards.nth(9).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await cards.nth(0).getByText('Unread', { exact: true }).waitFor();
    await expectAccessible(page, 'message box after M001, mobile, English');
    // one unread message marked read on its card without opening it (msgUpdate), after confirmation:
    // one request however often pressed, the header count from the answer, the list read again (the
    // mock's list then has none unread)
    await setScenario(LIST, 'allRead');
    await setFault(UPDATE, { body: { code: '0', data: { unreadCount: 0 } }, times: 1 });
    await cards.nth(0).getByRole('button', { name: 'Mark as read: 충전 완료 안내' }).click();
    const marking = page.getByRole('dialog', { name: 'Mark as read' });
    await marking.getByText("Mark the message '충전 완료 안내' as read without opening it?").waitFor();
    await expectAccessible(page, 'mark one message read, mobile, English', { include: '[role="dialog"]' });
    const mark = marking.getByRole('button', { name: 'Mark read' });
    // two presses in one task (a double tap): one request (two concurrent locator clicks raced: the
    // one that came second waited 30 s for a dialog the first had closed)
    await mark.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await marking.waitFor({ state: 'detached' });
    await expectSentOnce(UPDATE);
    await page.getByRole('banner').getByRole('link', { name: 'Unread messages: 0' }).waitFor();
    await expect.poll(async () => list.getByText('Unread', { exact: true }).count()).toBe(0);
    await cards.nth(1).getByRole('link', { name: '환전 완료 안내' }).click();
    expect(await landing(page, '/msgMain/msgRead/76')).toBeNull();
    // the message of the card that was tapped
    await page.getByRole('heading', { level: 1, name: '환전 완료 안내' }).waitFor();
    await page.getByRole('article').getByText('신청하신 환전이 완료되었습니다.', { exact: false }).waitFor();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBe(widths[1]);
    expect(await page.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('/msgMain/msg');
    expect(problems).toEqual([]);
  });
});
