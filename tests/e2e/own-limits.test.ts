// The member's own limits where only a browser shows them, against the mock's `limited` example (a
// reality check every 60 minutes): on the phone in English, the reality check after an hour on the
// page's clock (the mock says the session logged in when it saw the login), "keep playing" closes
// it; axe on it. What the deposit and stake limits leave and the amounts refused before sending (the
// phone's deposit in English, the powerball slip in Vietnamese): the screen tier
// (tests/screen/safer.test.tsx); the server's refusals (RG10 / RG11 / RG12): the screen tier's and
// the sandbox's.
import { describe, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { MOBILE } from './support/browser';
import { setScenario } from './support/mock';
import { show, useShellSuite } from './support/shell';

const open = useShellSuite();
const LIMITS = '/api/member/limits';

describe('the member’s own limits', () => {
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
