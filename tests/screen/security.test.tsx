// Account security (/mypage/security) without the browser, against the mock's examples: the
// sessions (one device at a time: this device only, said so; a server listing another device: this
// one marked, the other with its own "log out"), each ending asked first with its exact body, a refusal (E002, NF01) said in the dialog; "log out everywhere else"; the login history
// with a failed attempt's reason in words; two-step verification turned on (the QR code, the key
// grouped, the code checked before sending, LX11 under it, the recovery codes once), off (a code or
// a recovery code) and set up again on another app (the current code asked first), every refusal of start / confirm / disable in its own words and their exact
// bodies; in English.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SecurityScreen } from '@/features/security/SecurityScreen';
import apiKo from '../../locales/ko/api.json';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const END = '/api/member/sessionEnd';
const END_OTHERS = '/api/member/sessionEndOthers';
const STATE = '/api/member/security';
const START = '/api/member/totpStart';
const CONFIRM = '/api/member/totpConfirm';
const DISABLE = '/api/member/totpDisable';
/** The refusals every two-step call can answer besides a wrong code. */
const REFUSALS = ['E001', 'E002', 'NT99', 'TE99'] as const;

async function openSecurity(language: 'ko' | 'en' = 'ko') {
  const view = await renderScreen(<SecurityScreen />, { path: '/mypage/security', member: true, language });
  await screen.findByRole('list');
  return view;
}

describe('account security', () => {
  it('one device at a time: this device only, said so, nothing to log out elsewhere', async () => {
    await openSecurity();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    within(cards[0]!).getByText('이 기기');
    screen.getByText('이 기기에서만 로그인되어 있습니다. 다른 기기에서 로그인하면 이 기기는 로그아웃됩니다.');
    expect(screen.queryByRole('button', { name: /로그아웃/ })).toBeNull();
  });

  it('a server that lists another device: this one marked; the other ended after asking (E002 said in the dialog first), then everywhere else; the exact bodies', async () => {
    await setScenario('/api/member/sessions', 'otherDevice');
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
    // a session that is not there any more (ended elsewhere meanwhile): NF01 in its own words
    await setScenario(END, 'NF01', 1);
    await view.user.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await within(dialog).findByText(apiKo.NF01);
    await view.user.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await requestsTo(END)).map((r) => r.body)).toEqual([
      { sessionId: 's-3c4d', siteId: 'winner' },
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

  it('two-step off → on: the QR code and the key; a short code refused before sending, LX11 under it, typed kept; the recovery codes once; the bodies', async () => {
    await setScenario(STATE, 'off');
    const view = await openSecurity();
    const section = screen.getByRole('region', { name: '2단계 인증' });
    await within(section).findByText('사용 안 함');
    await clearRequests();
    await view.user.click(within(section).getByRole('button', { name: '2단계 인증 켜기' }));
    const setup = await within(section).findByRole('region', { name: '인증 앱 설정' });
    await waitFor(() => expect(document.activeElement).toBe(within(setup).getByRole('heading', { name: '인증 앱 설정' })));
    const qr = await within(setup).findByRole('img', { name: '인증 앱에 이 계정을 추가하는 QR 코드' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(setup).getByRole<HTMLTextAreaElement>('textbox', { name: '직접 입력할 키' }).value).toBe('JBSW Y3DP EHPK 3PXP');
    expect((await requestsTo(START)).map((r) => r.body)).toEqual([{ siteId: 'winner' }]);

    const code = within(setup).getByRole<HTMLInputElement>('textbox', { name: /인증 앱의 6자리 코드/ });
    const send = within(setup).getByRole('button', { name: '확인하고 켜기' });
    await fill(view.user, code, '12345');
    await view.user.click(send);
    await within(setup).findByText('6자리 숫자를 입력해 주세요.');
    expect(await requestsTo(CONFIRM)).toHaveLength(0);

    await setScenario(CONFIRM, 'LX11', 1);
    await fill(view.user, code, '123 456');
    await view.user.click(send);
    await within(setup).findByText('2단계 인증 코드가 올바르지 않습니다.');
    expect(code.value).toBe('123 456');
    await setScenario(STATE, 'success');
    await view.user.click(send);
    const codes = await within(section).findByRole('region', { name: '복구 코드를 저장해 주세요' });
    const list = within(codes).getByRole('list', { name: '복구 코드' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['k7dp-2mxq', 'a9re-44zt', 'm3nc-8hwu', 'q2vb-61sy', 'x5lf-97ja', 'c8tg-35pk', 'w4hd-20ne', 'j6yr-73qm']);
    expect((await requestsTo(CONFIRM)).map((r) => r.body)).toEqual([
      { code: '123456', siteId: 'winner' },
      { code: '123456', siteId: 'winner' },
    ]);
    within(codes).getByRole('button', { name: '코드 복사' });
    within(codes).getByRole('button', { name: '.txt로 내려받기' });
    await view.user.click(within(codes).getByRole('button', { name: '저장했습니다' }));
    await within(section).findByText('2단계 인증이 켜졌습니다.', { exact: false });
    within(section).getByText('사용 중');
    expect(within(section).queryByRole('list', { name: '복구 코드' })).toBeNull();
  });

  it('starting refused: each code in its own words, nothing shown to set up; then it starts', async () => {
    await setScenario(STATE, 'off');
    const view = await openSecurity();
    const section = screen.getByRole('region', { name: '2단계 인증' });
    const turnOn = await within(section).findByRole('button', { name: '2단계 인증 켜기' });
    for (const code of REFUSALS) {
      await setScenario(START, code, 1);
      await view.user.click(turnOn);
      await within(section).findByText(apiKo[code]);
      expect(within(section).queryByRole('region', { name: '인증 앱 설정' })).toBeNull();
    }
    await view.user.click(turnOn);
    await within(section).findByRole('region', { name: '인증 앱 설정' });
  });

  it('confirming refused: each code in its own words above the form, the code kept', async () => {
    await setScenario(STATE, 'off');
    const view = await openSecurity();
    const section = screen.getByRole('region', { name: '2단계 인증' });
    await view.user.click(await within(section).findByRole('button', { name: '2단계 인증 켜기' }));
    const setup = await within(section).findByRole('region', { name: '인증 앱 설정' });
    const code = within(setup).getByRole<HTMLInputElement>('textbox', { name: /인증 앱의 6자리 코드/ });
    await fill(view.user, code, '654321');
    for (const failure of REFUSALS) {
      await setScenario(CONFIRM, failure, 1);
      await view.user.click(within(setup).getByRole('button', { name: '확인하고 켜기' }));
      await within(setup).findByText(apiKo[failure]);
      expect(code.value).toBe('654321');
    }
  });

  it('two-step on → off: what is neither a code nor a recovery code refused before sending; LX11 and each refusal said; a recovery code turns it off; the bodies', async () => {
    const view = await openSecurity();
    const section = screen.getByRole('region', { name: '2단계 인증' });
    await within(section).findByText('남은 복구 코드: 8개');
    await view.user.click(within(section).getByRole('button', { name: '2단계 인증 끄기' }));
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByText(/끄려면 인증 앱의 6자리 코드/)));
    const code = within(section).getByRole<HTMLInputElement>('textbox', { name: /2단계 인증 코드/ });
    const send = within(section).getByRole('button', { name: '2단계 인증 끄기' });
    await clearRequests();
    await fill(view.user, code, '1234');
    await view.user.click(send);
    await within(section).findByText('6자리 숫자 또는 복구 코드를 입력해 주세요.');
    expect(await requestsTo(DISABLE)).toHaveLength(0);
    await fill(view.user, code, 'k7dp-2mxq');
    for (const failure of ['LX11', ...REFUSALS] as const) {
      await setScenario(DISABLE, failure, 1);
      await view.user.click(send);
      await within(section).findByText(apiKo[failure]);
      expect(code.value).toBe('k7dp-2mxq');
    }
    await setScenario(STATE, 'off');
    await view.user.click(send);
    await within(section).findByText('2단계 인증이 꺼졌습니다.');
    await within(section).findByText('사용 안 함');
    const sent = (await requestsTo(DISABLE)).map((r) => r.body);
    expect(sent).toHaveLength(6);
    expect(sent.at(-1)).toEqual({ code: 'k7dp-2mxq', siteId: 'winner' });
  });

  it('two-step on → another app: the current code asked first (LX11 under it, LX12 above, typed kept), sent with the start; then the new key to set up', async () => {
    const view = await openSecurity();
    const section = screen.getByRole('region', { name: '2단계 인증' });
    await within(section).findByText('남은 복구 코드: 8개');
    await clearRequests();
    await view.user.click(within(section).getByRole('button', { name: '다른 인증 앱으로 다시 등록' }));
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByText(/다시 등록하려면 지금 쓰는 인증 앱의 6자리 코드/)));
    // nothing started before the code is given
    expect(await requestsTo(START)).toHaveLength(0);
    const code = within(section).getByRole<HTMLInputElement>('textbox', { name: /2단계 인증 코드/ });
    const send = within(section).getByRole('button', { name: '다시 등록 시작' });
    await view.user.click(send);
    await within(section).findByText('2단계 인증 코드를 입력해 주세요.');
    expect(await requestsTo(START)).toHaveLength(0);
    await fill(view.user, code, '123 456');
    await setScenario(START, 'LX11', 1);
    await view.user.click(send);
    await within(section).findByText(apiKo.LX11);
    expect(code.value).toBe('123 456');
    await setScenario(START, 'LX12', 1);
    await view.user.click(send);
    await within(section).findByText('로그인 시도가 너무 많이 실패했습니다. 2026년 11월 27일 18:15 이후에 다시 시도해 주세요.');
    expect(code.value).toBe('123 456');
    await view.user.click(send);
    await within(section).findByRole('heading', { name: '인증 앱 설정' });
    within(section).getByDisplayValue('JBSW Y3DP EHPK 3PXP');
    expect((await requestsTo(START)).map((r) => r.body)).toEqual([
      { code: '123456', siteId: 'winner' },
      { code: '123456', siteId: 'winner' },
      { code: '123456', siteId: 'winner' },
    ]);
  });

  it('in English', async () => {
    await openSecurity('en');
    screen.getByRole('heading', { level: 1, name: 'Account security' });
    within(screen.getByRole('list')).getByText('This device');
    await screen.findByRole('table', { name: 'Login history' });
    screen.getByText('You are logged in on this device only. Logging in on another device logs this one out.');
    const section = screen.getByRole('region', { name: 'Two-step verification' });
    await within(section).findByText('Recovery codes left: 8');
    within(section).getByRole('button', { name: 'Turn off two-step verification' });
  });
});
