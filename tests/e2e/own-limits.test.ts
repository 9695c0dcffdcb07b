// The member's own limits where they bite, against the mock's `limited` example (a daily deposit
// limit with 50,000 left, a weekly stake limit with 380,000 left, a reality check every 60 minutes),
// in the languages the other files use least:
// - phone deposit in English: what the limit leaves under the amount; more refused before sending;
// - desktop powerball slip in Vietnamese: what the stake limit leaves; a stake over it refused before
//   sending;
// - phone in English: the reality check after an hour on the page's clock (the mock says the session
//   logged in when it saw the login), "keep playing" closes it; axe on it.
// The server's refusals (RG10 / RG11 / RG12) are the screen tier's and the sandbox's.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, requestCount, setScenario } from './support/mock';
import { show, useShellSuite } from './support/shell';

const open = useShellSuite();
const LIMITS = '/api/member/limits';

describe('the member’s own limits', () => {
  it('phone deposit in English: what the deposit limit leaves, more refused before sending', async () => {
    await setScenario(LIMITS, 'limited');
    const { page } = await open(MOBILE, { member: true, language: 'en' });
    await show(page, '/chargeMain');
    const form = page.getByRole('form', { name: 'Deposit request' });
    await form.getByText('₩50,000 left under your daily deposit limit', { exact: false }).waitFor();
    await form.getByRole('textbox', { name: 'Deposit amount' }).pressSequentially('60000');
    await form.getByRole('textbox', { name: 'Depositor name' }).fill('Hong');
    await clearRequests();
    await form.getByRole('button', { name: 'Request deposit' }).click();
    await form.getByText('Your daily deposit limit leaves ₩50,000. Please enter an amount within it.').waitFor();
    expect(await requestCount('/api/cash/in')).toBe(0);
  });

  it('desktop powerball in Vietnamese: what the stake limit leaves, a stake over it refused before sending', async () => {
    await setScenario(LIMITS, 'limited');
    const { page } = await open(DESKTOP, { member: true, language: 'vi' });
    await show(page, '/minigame/powerball');
    const slip = page.getByRole('region', { name: 'Phiếu cược' });
    await slip.getByText('Còn lại trong giới hạn cược theo tuần').waitFor();
    await slip.getByRole('textbox', { name: 'Tiền cược' }).fill('400000');
    await slip.getByText('Giới hạn cược theo tuần của bạn còn 380.000', { exact: false }).waitFor();
    expect(await requestCount('/api/bet/betProc')).toBe(0);
  });

  it('phone in English: the reality check after an hour; "keep playing" closes it; axe', async () => {
    await setScenario(LIMITS, 'limited');
    const { page } = await open(MOBILE, { member: true, language: 'en' });
    await page.clock.install();
    await show(page, '/myinfo');
    await page.getByRole('contentinfo').waitFor();
    await page.clock.fastForward(60 * 60_000 + 1_000);
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await dialog.getByText('You have been logged in for 1 hour.', { exact: false }).waitFor();
    await dialog.getByText('Amount staked').waitFor();
    await expectAccessible(page, 'the reality check, phone, English');
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
