// Account security (/mypage/security) without the browser, against the mock's examples: the
// sessions (this device marked, the other one with its own "log out"), each ending asked first with
// its exact body, a refusal (E002) said in the dialog; "log out everywhere else"; the login history
// with a failed attempt's reason in words; in English.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SecurityScreen } from '@/features/security/SecurityScreen';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const END = '/api/member/sessionEnd';
const END_OTHERS = '/api/member/sessionEndOthers';

async function openSecurity(language: 'ko' | 'en' = 'ko') {
  const view = await renderScreen(<SecurityScreen />, { path: '/mypage/security', member: true, language });
  await screen.findByRole('list');
  return view;
}

describe('account security', () => {
  it('the sessions, this one marked; another ended after asking (E002 said in the dialog first), then everywhere else; the exact bodies', async () => {
    const view = await openSecurity();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    within(cards[0]!).getByText('이 기기');
    within(cards[0]!).getByText('Windows');
    expect(within(cards[0]!).queryByRole('button')).toBeNull();
    within(cards[1]!).getByText('IP 198.51.100.4');
    within(cards[1]!).getByText('2026. 11. 25. 21:00부터 · 마지막 이용 2026. 11. 25. 22:10');

    await setScenario(END, 'E002', 1);
    await clearRequests();
    await view.user.click(within(cards[1]!).getByRole('button', { name: 'iPhone (198.51.100.4) 로그아웃' }));
    const dialog = await screen.findByRole('dialog', { name: '이 기기를 로그아웃할까요?' });
    within(dialog).getByText('iPhone (198.51.100.4)에서 바로 로그아웃됩니다.');
    await view.user.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await within(dialog).findByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    await view.user.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await requestsTo(END)).map((r) => r.body)).toEqual([
      { sessionId: 's-3c4d', siteId: 'winner' },
      { sessionId: 's-3c4d', siteId: 'winner' },
    ]);

    await view.user.click(screen.getByRole('button', { name: '다른 모든 기기 로그아웃' }));
    const others = await screen.findByRole('dialog', { name: '다른 모든 기기를 로그아웃할까요?' });
    await view.user.click(within(others).getByRole('button', { name: '다른 모든 기기 로그아웃' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await requestsTo(END_OTHERS)).map((r) => r.body)).toEqual([{ siteId: 'winner' }]);
  });

  it('the login history: a success and a failure with its reason in words, where from and on what', async () => {
    await openSecurity();
    const table = await screen.findByRole('table', { name: '로그인 기록' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent))).toEqual([
      ['2026. 11. 26. 09:00', '성공', '203.0.113.7', 'iPhone'],
      ['2026. 11. 26. 08:59', '실패: 아이디 또는 비밀번호를 확인해 주세요.', '198.51.100.4', 'Windows'],
    ]);
  });

  it('in English', async () => {
    await openSecurity('en');
    screen.getByRole('heading', { level: 1, name: 'Account security' });
    within(screen.getByRole('list')).getByText('This device');
    await screen.findByRole('table', { name: 'Login history' });
    screen.getByRole('button', { name: 'Log out everywhere else' });
  });
});
