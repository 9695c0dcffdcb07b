// Journeys in the browser against the sandbox (issue 24 §7): what a member does is kept in state, and
// what the operator does in the console reaches the member.
import { describe, expect, it } from 'vitest';
import { readCaptcha } from './support/auth';
import { DESKTOP } from './support/browser';
import { useSandboxJourney } from './support/sandbox';

const journey = useSandboxJourney();

describe('the site against the sandbox', () => {
  it('the seeded member logs in and sees the money the ledger gave', async () => {
    const { page } = await journey().open(DESKTOP);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.getByLabel('아이디').fill('tester01');
    await dialog.getByLabel('비밀번호').fill('secret12');
    await dialog.getByRole('textbox', { name: '자동입력 방지 문자' }).fill(await readCaptcha(dialog));
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    const banner = page.getByRole('banner');
    await banner.getByText('테스터 님').waitFor();
    await banner.getByText('1,250,000').first().waitFor();
    expect(await banner.getByText('1,250,000').count()).toBeGreaterThan(0);
  });
});
