// M001 ("a new message has arrived", docs/rules.md#errors) where the contract answers it: the message box
// (/api/board/msgList). The member is told in its own words (api.M001) as information, not as a
// failure, and the box is read again at once, so its messages show under the notice; a second M001
// in a row is the list's failure with its retry. Desktop in Korean, the phone's /msgMain/msg in English.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { requestCount, setScenario } from './support/mock';
import { show, useShellSuite } from './support/shell';

const open = useShellSuite();
const LIST = '/api/board/msgList';

describe('a new message (M001)', () => {
  it('desktop: the box answering M001 says so in its own words and shows the messages read again; twice in a row, the failure with its retry', async () => {
    await setScenario(LIST, 'M001', 1);
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, '/mypage/message/list');
    await page.getByRole('status').filter({ hasText: '새 쪽지가 도착했습니다.' }).waitFor();
    const rows = page.getByRole('table', { name: '받은 쪽지 목록' }).getByRole('row');
    await rows.nth(10).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await requestCount(LIST)).toBe(2);
    await expectAccessible(page, 'message box after M001, desktop');

    // M001 twice in a row: read again once, then the failure (the same words) with a retry
    await setScenario(LIST, 'M001', 2);
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: '새 쪽지가 도착했습니다.' });
    await failed.waitFor();
    await page.getByRole('status').filter({ hasText: '새 쪽지가 도착했습니다.' }).waitFor();
    await failed.getByRole('button', { name: '다시 시도' }).click();
    await rows.nth(10).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('phone, in English: the box answering M001 says so and shows the messages', async () => {
    await setScenario(LIST, 'M001', 1);
    const { page, problems } = await open(MOBILE, { member: true, language: 'en' });
    await show(page, '/msgMain/msg');
    await page.getByRole('status').filter({ hasText: 'You have a new message.' }).waitFor();
    await page.getByRole('link', { name: '충전 완료 안내' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectAccessible(page, 'message box after M001, mobile, English');
    expect(problems).toEqual([]);
  });
});
