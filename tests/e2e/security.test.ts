// Account security in the browser (/mypage/security, phone /security), against the mock's examples:
// the sessions (one device at a time: this one only) and the login history on both layouts; for a
// server listing another device, "log out everywhere else" asked first and done, axe on its dialog, nothing scrolling sideways on the phone; two-step verification on,
// and its "turn off" form on the phone (the enrolment is the sandbox journey's,
// tests/e2e/sandbox-security-journey.test.ts).
//
// Each ending's exact body (sent once), a refusal in the dialog and English are the screen tier's
// (tests/screen/security.test.tsx); the screen's default state on each layout has its axe in the
// route walk (tests/e2e/routes-*.test.ts).
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { setScenario } from './support/mock';
import { openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();

describe('account security', () => {
  it('desktop, a server listing another device: the sessions and the login history; everywhere else logged out after asking, axe on the dialog', async () => {
    const page = await openScreen(open, DESKTOP, '/mypage/security', {
      prepare: async () => {
        await setScenario('/api/member/sessions', 'otherDevice');
      },
    });
    await page.getByRole('listitem').filter({ hasText: '이 기기' }).getByText('Windows').waitFor();
    await page.getByRole('button', { name: 'iPhone (198.51.100.4) 로그아웃' }).waitFor();
    await page.getByRole('table', { name: '로그인 기록' }).getByText('실패: 아이디 또는 비밀번호를 확인해 주세요.').waitFor();
    await shot(page, 'security-desktop');
    await page.getByRole('button', { name: '다른 모든 기기 로그아웃' }).click();
    const dialog = page.getByRole('dialog', { name: '다른 모든 기기를 로그아웃할까요?' });
    await dialog.waitFor();
    await expectAccessible(page, 'log out everywhere else');
    await dialog.getByRole('button', { name: '다른 모든 기기 로그아웃' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('phone /security: the sessions and the history as cards, two-step on and its turn-off form; nothing scrolling sideways, axe on the turn-off form', async () => {
    const page = await openScreen(open, MOBILE, '/security');
    await page.getByText('이 기기에서만 로그인되어 있습니다.').waitFor();
    await page.getByText('실패: 아이디 또는 비밀번호를 확인해 주세요.').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'security-mobile');
    const twoStep = page.getByRole('region', { name: '2단계 인증' });
    await twoStep.getByText('남은 복구 코드: 8개').waitFor();
    await twoStep.getByRole('button', { name: '2단계 인증 끄기' }).click();
    await twoStep.getByRole('textbox', { name: /2단계 인증 코드/ }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'turning two-step off, phone');
  });
});
