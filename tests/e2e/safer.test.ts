// Safer gambling in the browser (/mypage/safer, phone /safer), against the mock's examples: the
// limits with what each window used and a pending raise, the reality check and the break form, the
// 18+ notice (on the page and in the footer of every page, with the way here); a raise saved and said;
// the self-exclusion's two confirmations (the second cancelled); axe on the screen and on both
// dialogs; the phone's page with nothing scrolling sideways.
//
// Each refusal's own message, the exact bodies, the checks before sending and nothing sent when the
// break is cancelled are the screen tier's (tests/screen/safer.test.tsx).
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { setScenario } from './support/mock';
import { openScreen, useShellSuite } from './support/shell';
import { fitsWidth } from './support/layout';
import { shot } from './support/shots';

const open = useShellSuite();

describe('safer gambling', () => {
  it('desktop: the limits, a limit saved and said, the break asked twice and cancelled, axe on the screen and its dialogs', async () => {
    // a member with limits (the mock's default member has none)
    await setScenario('/api/member/limits', 'limited');
    const page = await openScreen(open, DESKTOP, '/mypage/safer');
    const deposit = page.getByRole('region', { name: '입금 한도 · 1일' });
    await deposit.getByText('100,000원', { exact: true }).waitFor();
    await deposit.getByRole('status').getByText('2026. 11. 27. 10:00부터 300,000원(으)로 변경 예정').waitFor();
    await page.getByRole('main').getByText('만 18세 이상만 이용할 수 있습니다.', { exact: false }).waitFor();
    // the footer of every page: the same notice, and the way here
    const footer = page.getByRole('contentinfo');
    await footer.getByText('만 18세 이상만 이용할 수 있습니다.', { exact: false }).waitFor();
    expect(await footer.getByRole('link', { name: '건전한 게임 도구' }).getAttribute('href')).toBe('/mypage/safer');
    await expectAccessible(page, 'safer gambling, desktop');
    await shot(page, 'safer-desktop');

    const form = page.getByRole('form', { name: '한도 설정' });
    await form.getByRole('textbox', { name: '한도 금액' }).fill('100000');
    await form.getByRole('button', { name: '한도 저장' }).click();
    await page.getByText('입금 한도 · 1일: 100,000원(으)로 바로 적용되었습니다.').waitFor();

    const brk = page.getByRole('form', { name: '휴식 · 자기 제외' });
    await brk.getByRole('combobox', { name: '기간' }).selectOption({ label: '자기 제외 6개월' });
    await brk.getByLabel('비밀번호 확인').fill('secret12');
    await brk.getByRole('button', { name: '계속' }).click();
    const first = page.getByRole('dialog', { name: '확인해 주세요' });
    await first.getByText('자기 제외 6개월 동안 계정이 잠깁니다.', { exact: false }).waitFor();
    await expectAccessible(page, 'break, first confirmation');
    await first.getByRole('button', { name: '확인' }).click();
    const last = page.getByRole('dialog', { name: '정말 시작할까요?' });
    await last.waitFor();
    await expectAccessible(page, 'break, last confirmation');
    await last.getByRole('button', { name: '취소' }).click();
    await last.waitFor({ state: 'hidden' });
  });

  it('phone: the footer leads to /safer; the same screen, nothing scrolling sideways, axe', async () => {
    await setScenario('/api/member/limits', 'limited');
    const page = await openScreen(open, MOBILE, '/myinfo');
    await page.getByRole('contentinfo').getByRole('link', { name: '건전한 게임 도구' }).click();
    await page.waitForURL('**/safer');
    await page.getByRole('region', { name: '베팅 한도 · 1주' }).getByText('500,000원', { exact: true }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'safer gambling, phone');
    await shot(page, 'safer-mobile');
  });
});
