// Member info (/mypage/info) without the browser: the password change refused before sending (too
// short, no digit, mismatch, both empty), then by the server (E002 above the form, LX02 under the
// current password) with what was typed kept and the exact body, then confirmed: its exact body and
// the form emptied; the info edit refused before sending (no phone, a 3-digit PIN, no current
// password), then U106 and U118 under the phone, U103 under the PIN, LX02 under the current password
// and E002 above the form, what was typed kept, the exact body, then saved: its exact body, the
// member read again after it and the form following the new phone; the member view in English. The
// browser keeps the read failure, every field, both saves and their racing submits (one request for
// ten), one refusal per place each form shows it, mobile and axe (tests/e2e/member-info.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { MemberInfoScreen } from '@/features/mypage/pages/MemberInfoScreen';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setFault, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';
import { MEMBER_AFTER_EDIT } from '../support/member-after-edit';

const PATH = '/mypage/info';
/** A field by its label (a required field's label ends in MUI's asterisk). */
const field = (form: HTMLElement, label: string) => within(form).getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`));
const helperOf = (input: HTMLElement) => {
  const control = input.closest('.MuiFormControl-root');
  if (!(control instanceof HTMLElement)) throw new Error('a field outside a form control');
  return control;
};

async function confirmDialog({ user }: RenderedScreen) {
  const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
  await closed(dialog);
}

describe('member info: the password change', () => {
  it('refused before sending (too short, no digit, mismatch, both empty); then E002 above the form and LX02 under the current password, what was typed kept, the exact body; then asked first and changed, the form emptied', async () => {
    const view = await renderScreen(<MemberInfoScreen />, { path: PATH, member: true });
    const form = await screen.findByRole('form', { name: '비밀번호 변경' });
    const current = field(form, '현재 비밀번호');
    const fresh = field(form, '새 비밀번호');
    const again = field(form, '비밀번호 확인');
    const submit = () => view.user.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    const fillPasswords = async (memPassNew: string, memPassCheck = memPassNew) => {
      await fill(view.user, current, 'pass1234');
      await fill(view.user, fresh, memPassNew);
      await fill(view.user, again, memPassCheck);
    };

    const rule = '새 비밀번호는 영문과 숫자를 함께 사용해 6~20자로 입력해 주세요.';
    for (const tooWeak of ['abc12', 'abcdefg']) {
      await fillPasswords(tooWeak);
      await submit();
      await within(form).findByText(rule);
    }
    await fillPasswords('newpass99', 'newpass98');
    await submit();
    await within(form).findByText('비밀번호가 일치하지 않습니다. 다시 확인해 주세요.');
    await fillPasswords('', '');
    await submit();
    await within(form).findByText('새 비밀번호를 입력해 주세요.');
    await within(form).findByText('비밀번호를 한 번 더 입력해 주세요.');
    expect(within(form).queryByText('비밀번호가 일치하지 않습니다. 다시 확인해 주세요.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo('/api/member/update')).toHaveLength(0);

    for (const [code, message, underCurrent] of [
      ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.', false],
      ['LX02', '아이디 또는 비밀번호를 확인해 주세요.', true],
    ] as const) {
      await setScenario('/api/member/update', code, 1);
      await clearRequests();
      await fillPasswords('newpass99');
      await submit();
      await confirmDialog(view);
      if (underCurrent) {
        await within(helperOf(current)).findByText(message);
        expect(current.getAttribute('aria-invalid'), code).toBe('true');
      } else await waitFor(() => expect(within(form).getByRole('alert').textContent, code).toContain(message));
      expect([current.value, fresh.value, again.value], code).toEqual(['pass1234', 'newpass99', 'newpass99']);
      const sent = await requestsTo('/api/member/update');
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({ memPass: 'pass1234', memPassNew: 'newpass99', memPassCheck: 'newpass99', siteId: 'winner' });
    }

    // sent again: asked first, then changed with the exact body, its notice, the form drawn anew, empty
    await clearRequests();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
    within(dialog).getByText('비밀번호를 변경하시겠습니까?', { exact: false });
    expect(await requestsTo('/api/member/update')).toHaveLength(0);
    await confirmDialog(view);
    await screen.findByText('비밀번호가 변경되었습니다.', { exact: false }, { timeout: 10_000 });
    const sent = await requestsTo('/api/member/update');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ memPass: 'pass1234', memPassNew: 'newpass99', memPassCheck: 'newpass99', siteId: 'winner' });
    const drawn = screen.getByRole('form', { name: '비밀번호 변경' });
    await waitFor(() =>
      expect(['현재 비밀번호', '새 비밀번호', '비밀번호 확인'].map((label) => field(drawn, label).value)).toEqual(['', '', '']),
    );
  });
});

describe('member info: the info edit', () => {
  it('refused before sending (no phone, a 3-digit PIN, no current password); then U106, U118, U103, LX02 and E002 each its own message where it belongs, what was typed kept, the exact body; then saved and the member read again', async () => {
    const view = await renderScreen(<MemberInfoScreen />, { path: PATH, member: true });
    const form = await screen.findByRole('form', { name: '회원정보 수정' });
    const phone = field(form, '휴대폰 번호');
    const carrier = within(form).getByLabelText<HTMLSelectElement>(/^통신사/);
    const pin = field(form, '새 환전 비밀번호');
    const password = field(form, '현재 비밀번호');
    await waitFor(() => expect(phone.value).toBe('010-1234-5678'));
    // the carrier chosen at signup, as member info answers it
    expect(carrier.value).toBe('SKT');
    await view.user.clear(phone);
    await fill(view.user, pin, '042');
    await view.user.click(within(form).getByRole('button', { name: '정보 수정' }));
    await within(form).findByText('휴대폰 번호를 입력해 주세요.');
    await within(form).findByText('환전 비밀번호는 숫자 4자리로 입력해 주세요.');
    await within(form).findByText('현재 비밀번호를 입력해 주세요.');
    expect(document.activeElement).toBe(phone);
    expect(await requestsTo('/api/member/update')).toHaveLength(0);

    for (const [code, message, input] of [
      ['U106', '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)', phone],
      ['U118', '이미 등록된 휴대폰 번호입니다.', phone],
      ['U103', '환전 비밀번호는 숫자 4자리로 입력해 주세요.', pin],
      ['LX02', '아이디 또는 비밀번호를 확인해 주세요.', password],
      ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.', null],
    ] as const) {
      await setScenario('/api/member/update', code, 1);
      await clearRequests();
      await fill(view.user, phone, '010-2222-3333');
      await view.user.selectOptions(carrier, 'LG U+');
      await fill(view.user, pin, '1357');
      await fill(view.user, password, 'pass1234');
      await view.user.click(within(form).getByRole('button', { name: '정보 수정' }));
      if (input) {
        await within(helperOf(input)).findByText(message);
        expect(input.getAttribute('aria-invalid'), code).toBe('true');
      } else await waitFor(() => expect(within(form).getByRole('alert').textContent, code).toContain(message));
      expect(within(form).getAllByText(message), code).toHaveLength(1);
      expect([phone.value, carrier.value, pin.value, password.value], code).toEqual(['010-2222-3333', 'LGU', '1357', 'pass1234']);
      const sent = await requestsTo('/api/member/update');
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({
        memPhone: '010-2222-3333',
        memPhoneVendor: 'LGU',
        cashOutPass: '1357',
        memPass: 'pass1234',
        siteId: 'winner',
      });
      expect(screen.queryByText('회원정보가 수정되었습니다.'), code).toBeNull();
    }

    // then saved: the exact body, its notice, the member read again after it (the details and the
    // form, drawn anew, follow the new phone), the PIN and the password emptied
    await fill(view.user, phone, '010-9876-5432');
    await view.user.selectOptions(carrier, 'KT');
    await fill(view.user, pin, '0420');
    const { violations } = await setFault('/api/member/info', { body: MEMBER_AFTER_EDIT, times: 1 });
    expect(violations).toEqual([]);
    await clearRequests();
    await view.user.click(within(form).getByRole('button', { name: '정보 수정' }));
    await screen.findByText('회원정보가 수정되었습니다.', undefined, { timeout: 10_000 });
    const sent = await requestsTo('/api/member/update');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      memPhone: '010-9876-5432',
      memPhoneVendor: 'KT',
      cashOutPass: '0420',
      memPass: 'pass1234',
      siteId: 'winner',
    });
    await within(screen.getByRole('region', { name: '내 정보' })).findByText('010-****-5432');
    const log = (await requestsTo('')).map((r) => r.path);
    expect(log.indexOf('/api/member/info')).toBeGreaterThan(log.indexOf('/api/member/update'));
    await waitFor(() => expect(field(screen.getByRole('form', { name: '회원정보 수정' }), '휴대폰 번호').value).toBe('010-9876-5432'));
    const drawn = screen.getByRole('form', { name: '회원정보 수정' });
    expect([field(drawn, '새 환전 비밀번호').value, field(drawn, '현재 비밀번호').value]).toEqual(['', '']);
    expect(within(drawn).getByLabelText<HTMLSelectElement>(/^통신사/).value).toBe('KT');
  });

  it('an edit of the PIN alone keeps the carrier chosen at signup: it starts from it and sends it', async () => {
    const view = await renderScreen(<MemberInfoScreen />, { path: PATH, member: true });
    const form = await screen.findByRole('form', { name: '회원정보 수정' });
    await waitFor(() => expect(within(form).getByLabelText<HTMLSelectElement>(/^통신사/).value).toBe('SKT'));
    await fill(view.user, field(form, '새 환전 비밀번호'), '0420');
    await fill(view.user, field(form, '현재 비밀번호'), 'pass1234');
    await clearRequests();
    await view.user.click(within(form).getByRole('button', { name: '정보 수정' }));
    await screen.findByText('회원정보가 수정되었습니다.', undefined, { timeout: 10_000 });
    const sent = await requestsTo('/api/member/update');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ memPhone: '010-1234-5678', memPhoneVendor: 'SKT', cashOutPass: '0420', memPass: 'pass1234', siteId: 'winner' });
  });
});

describe('member info in English', () => {
  it('the heading, the details (the account masked) and the password form', async () => {
    await renderScreen(<MemberInfoScreen />, { path: PATH, member: true, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Edit my info' });
    const shown = await screen.findByRole('region', { name: 'My details' });
    await within(shown).findByText('Account number');
    await within(shown).findByText('**********1234');
    within(shown).getByText('Cash balance');
    field(screen.getByRole('form', { name: 'Change password' }), 'Current password');
  });
});
