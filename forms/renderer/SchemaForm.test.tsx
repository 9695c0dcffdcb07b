// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_BANKS } from '../gallery/samples';
import { depositForm } from '../schemas/deposit';
import { loginForm } from '../schemas/login';
import { moneyTransferForm } from '../schemas/money-transfer';
import { signupForm, type SignupInput, type SignupOutput } from '../schemas/signup';
import { withdrawalForm } from '../schemas/withdrawal';
import { renderWithI18n, serverFailure } from '../testing/render';
import { LayoutProvider } from './layout-context';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

afterEach(cleanup);

const validSignup = {
  memId: 'newbie01',
  memPass: 'pass1234!',
  memPassCheck: 'pass1234!',
  cashOutPass: '1234',
  memNick: '새내기',
  memPhone: '010-2345-6789',
  memPhoneVendor: 'SKT',
  recommenderId: 'partner01',
  bank: '004',
  memName: '홍길동',
  bankacc: '12345678901234',
  ageConfirmed: 'Y',
  termsAccepted: 'Y',
};

const renderSignup = (props: Partial<SchemaFormProps<SignupInput, SignupOutput>> = {}) =>
  renderWithI18n(<SchemaForm spec={signupForm({ banks: SAMPLE_BANKS })} context={{ banks: SAMPLE_BANKS }} onSubmit={vi.fn()} {...props} />);

/** The control named `name` (text inputs have the textbox role; password inputs have none, so by label). */
const control = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('signup form', () => {
  it('on an empty submit, focuses the first field and shows its message', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    await renderSignup({ onSubmit });
    await user.click(screen.getByRole('button', { name: '가입 신청' }));
    const id = await screen.findByRole('textbox', { name: '아이디', description: '아이디를 입력해 주세요.' });
    expect(document.activeElement).toBe(id);
    expect(onSubmit).not.toHaveBeenCalled();
    for (const message of [
      '비밀번호를 입력해 주세요.',
      '비밀번호를 한 번 더 입력해 주세요.',
      '환전 비밀번호를 입력해 주세요.',
      '닉네임을 입력해 주세요.',
      '휴대폰 번호를 입력해 주세요.',
      '추천인 아이디를 입력해 주세요.',
      '은행을 선택해 주세요.',
      '예금주를 입력해 주세요.',
      '계좌번호를 입력해 주세요.',
      '만 18세 이상인지 확인해 주세요.',
      '이용약관에 동의해 주세요.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('focuses the first invalid field in field order, not the first one filled', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup({ initialValues: { ...validSignup, memNick: 'a', bankacc: '' } });
    await user.click(screen.getByRole('button', { name: '가입 신청' }));
    const nick = await screen.findByRole('textbox', { name: '닉네임', description: '닉네임은 2~20자 이내로 입력해 주세요.' });
    expect(document.activeElement).toBe(nick);
  });

  it('the withdrawal password field refuses a fifth digit and anything not a digit', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup();
    const pin = control(/^환전 비밀번호/);
    await user.type(pin, '12345');
    expect(pin.value).toBe('1234');
    await user.clear(pin);
    await user.type(pin, 'a1b2');
    expect(pin.value).toBe('12');
  });

  it('the phone field keeps digits and hyphens only', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup();
    const phone = screen.getByRole('textbox', { name: '휴대폰 번호' }) as HTMLInputElement;
    await user.type(phone, '010 1234-5678x');
    expect(phone.value).toBe('0101234-5678');
  });

  it('shows a server U116 under the id field, focused, and keeps every value', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn().mockRejectedValue(serverFailure('U116'));
    await renderSignup({ onSubmit, initialValues: validSignup });
    await user.click(screen.getByRole('button', { name: '가입 신청' }));
    const id = await screen.findByRole('textbox', { name: '아이디', description: '이미 사용 중인 아이디입니다.' });
    expect(document.activeElement).toBe(id);
    expect(onSubmit).toHaveBeenCalledWith({ ...validSignup, ageConfirmed: true, termsAccepted: true });
    expect((id as HTMLInputElement).value).toBe('newbie01');
    expect(control(/^비밀번호$|^비밀번호 \*/).value).toBe('pass1234!');
    expect(control(/^환전 비밀번호/).value).toBe('1234');
    expect((screen.getByRole('combobox', { name: '은행' }) as HTMLSelectElement).value).toBe('004');
    expect((screen.getByRole('textbox', { name: '계좌번호' }) as HTMLInputElement).value).toBe('12345678901234');
  });

  it('clears the server message once the field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup({ onSubmit: vi.fn().mockRejectedValue({ code: 'U117' }), initialValues: validSignup });
    await user.click(screen.getByRole('button', { name: '가입 신청' }));
    const nick = await screen.findByRole('textbox', { name: '닉네임', description: '이미 사용 중인 닉네임입니다.' });
    await user.type(nick, '2');
    await waitFor(() => expect(screen.queryByText('이미 사용 중인 닉네임입니다.')).toBeNull());
  });

  it('keeps typed values after a failed submit', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup();
    await user.type(screen.getByRole('textbox', { name: '아이디' }), 'tester01');
    await user.type(screen.getByRole('textbox', { name: '닉네임' }), '행운');
    await user.selectOptions(screen.getByRole('combobox', { name: '은행' }), '088');
    await user.click(screen.getByRole('button', { name: '가입 신청' }));
    await screen.findByText('비밀번호를 입력해 주세요.');
    expect((screen.getByRole('textbox', { name: '아이디' }) as HTMLInputElement).value).toBe('tester01');
    expect((screen.getByRole('textbox', { name: '닉네임' }) as HTMLInputElement).value).toBe('행운');
    expect((screen.getByRole('combobox', { name: '은행' }) as HTMLSelectElement).value).toBe('088');
  });

  it('hands a code that is no field of the form back to the caller', async () => {
    const user = userEvent.setup({ delay: null });
    const onServerError = vi.fn();
    const closed = serverFailure('U115');
    await renderSignup({ onSubmit: vi.fn().mockRejectedValue(closed), onServerError, initialValues: validSignup });
    await user.click(screen.getByRole('button', { name: '가입 신청' }));
    await waitFor(() => expect(onServerError).toHaveBeenCalledWith(closed));
    expect(screen.queryByText('현재 회원가입이 마감되었습니다.')).toBeNull();
  });

  it('without a handler, shows such a code above the fields', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSignup({ onSubmit: vi.fn().mockRejectedValue(serverFailure('U115')), initialValues: validSignup });
    await user.click(screen.getByRole('button', { name: '가입 신청' }));
    expect((await screen.findByRole('alert')).textContent).toContain('현재 회원가입이 마감되었습니다.');
  });

  it('hides the recommender when a default one is configured', async () => {
    await renderWithI18n(<SchemaForm spec={signupForm({ defaultRecommenderId: 'head01' })} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: '추천인 아이디' })).toBeNull();
  });

  it('names every control in English too', async () => {
    await renderWithI18n(<SchemaForm spec={signupForm()} onSubmit={vi.fn()} />, 'en');
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ID' })).toBeTruthy();
    expect(screen.getByLabelText(/^Withdrawal PIN/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeTruthy();
  });
});

describe('login form with its captcha', () => {
  it('draws the code as a named image, refreshes it, and refuses a wrong code', async () => {
    const user = userEvent.setup({ delay: null });
    const onRefresh = vi.fn();
    const onSubmit = vi.fn();
    await renderWithI18n(
      <SchemaForm spec={loginForm({ captcha: '2531' })} context={{ captcha: { code: '2531', onRefresh } }} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('img', { name: '자동입력 방지 문자 이미지' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '아이디' }), 'tester01');
    await user.type(control(/^비밀번호/), 'pass1234');
    const captcha = screen.getByRole('textbox', { name: '자동입력 방지 문자' }) as HTMLInputElement;
    await user.type(captcha, '2532');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await screen.findByText('자동입력 방지 문자를 정확히 입력해 주세요.');
    expect(document.activeElement).toBe(captcha);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '새로고침' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(captcha.value).toBe('');
    expect((screen.getByRole('textbox', { name: '아이디' }) as HTMLInputElement).value).toBe('tester01');
  });

  it('submits id and password only when the code matches', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    await renderWithI18n(
      <SchemaForm spec={loginForm({ captcha: '1155' })} context={{ captcha: { code: '1155', onRefresh: vi.fn() } }} onSubmit={onSubmit} />,
    );
    await user.type(screen.getByRole('textbox', { name: '아이디' }), 'tester01');
    await user.type(control(/^비밀번호/), 'pass1234');
    await user.type(screen.getByRole('textbox', { name: '자동입력 방지 문자' }), '1155');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ memId: 'tester01', memPass: 'pass1234' }));
  });

  it("follows the page's layout: a mobile page gets the compact form, unless told otherwise", async () => {
    const spec = loginForm({ captcha: '1155' });
    const context = { captcha: { code: '1155', onRefresh: vi.fn() } };
    await renderWithI18n(
      <LayoutProvider layout="mobile">
        <SchemaForm spec={spec} context={context} onSubmit={vi.fn()} />
      </LayoutProvider>,
    );
    expect(screen.getByRole('button', { name: '로그인' }).className).toMatch(/fullWidth/);
    cleanup();
    await renderWithI18n(
      <LayoutProvider layout="mobile">
        <SchemaForm spec={spec} context={context} onSubmit={vi.fn()} variant="desktop" />
      </LayoutProvider>,
    );
    expect(screen.getByRole('button', { name: '로그인' }).className).not.toMatch(/fullWidth/);
  });

  it('ten submits in one task send one request', async () => {
    const user = userEvent.setup({ delay: null });
    let release = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    await renderWithI18n(
      <SchemaForm spec={loginForm({ captcha: '1155' })} context={{ captcha: { code: '1155', onRefresh: vi.fn() } }} onSubmit={onSubmit} />,
    );
    await user.type(screen.getByRole('textbox', { name: '아이디' }), 'tester01');
    await user.type(control(/^비밀번호/), 'pass1234');
    await user.type(screen.getByRole('textbox', { name: '자동입력 방지 문자' }), '1155');
    const button = screen.getByRole('button', { name: '로그인' });
    for (let i = 0; i < 10; i++) button.click();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    release();
    // once the first has been answered, the form can be sent again
    await waitFor(() => expect(button).not.toHaveProperty('disabled', true));
    button.click();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    release();
  });
});

describe('money forms', () => {
  it('adds quick amounts (10,000 won among them) and shows the amount thousands-separated', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    await renderWithI18n(<SchemaForm spec={depositForm()} onSubmit={onSubmit} />);
    const amount = screen.getByRole('textbox', { name: '충전 금액' }) as HTMLInputElement;
    const quick = screen.getByRole('group', { name: '충전 금액 빠른 선택' });
    await user.click(within(quick).getByRole('button', { name: '1만원' }));
    await user.click(within(quick).getByRole('button', { name: '1만원' }));
    await user.click(within(quick).getByRole('button', { name: '100만원' }));
    expect(amount.value).toBe('1,020,000');
    await user.type(screen.getByRole('textbox', { name: '입금자명' }), '홍길동');
    await user.click(screen.getByRole('button', { name: '충전 신청' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ payType: 'bank', amount: 1_020_000, depositName: '홍길동', bonusYn: 'N' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(quick).getByRole('button', { name: '정정' }));
    expect(amount.value).toBe('');
  });

  it('formats digits in the member language and refuses anything else while typing, dropping nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    await renderWithI18n(<SchemaForm spec={depositForm()} onSubmit={onSubmit} />, 'vi');
    const amount = screen.getByRole('textbox', { name: 'Số tiền nạp' }) as HTMLInputElement;
    await user.type(amount, '12345');
    expect(amount.value).toBe('12.345');
    expect(screen.getByRole('button', { name: '+10.000' })).toBeTruthy();
    await user.type(amount, ',5');
    expect(amount.value).toBe('12.345,5');
    expect(screen.getByText('Vui lòng nhập số tiền nguyên, không có phần thập phân.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1e5');
    expect(amount.value).toBe('1e5');
    expect(screen.getByText('Vui lòng chỉ nhập số tiền bằng chữ số (ví dụ: 10.000).')).toBeTruthy();
  });

  it('refuses more than held money and shows the maintenance message above the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const spec = withdrawalForm({ heldMoney: 10_000, now: () => new Date('2026-11-22T23:45:00+09:00') });
    await renderWithI18n(<SchemaForm spec={spec} onSubmit={vi.fn()} initialValues={{ amount: '10001', cashOutPass: '1234' }} />);
    expect(screen.getByText('보유머니 10,000원')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '환전 신청' }));
    expect(await screen.findByText('환전 금액이 보유머니를 초과합니다.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('은행 점검 시간(23:30~00:30)');
  });

  it('asks to confirm a money give with nickname, amount and type', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const members = [{ value: 'user01', label: '행운의별' }];
    await renderWithI18n(
      <SchemaForm
        spec={moneyTransferForm()}
        context={{ options: { targetId: members } }}
        onSubmit={onSubmit}
        initialValues={{ targetId: 'user01', amount: '50000' }}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '회수' }));
    await user.click(screen.getByRole('button', { name: '신청' }));
    const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
    expect(dialog.textContent).toContain('닉네임: 행운의별');
    expect(dialog.textContent).toContain('금액: 50,000원');
    expect(dialog.textContent).toContain('구분: 회수');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ targetId: 'user01', type: 'takeback', amount: 50_000, note: undefined }));
  });

  it('shows C302 under the member and keeps the amount', async () => {
    const user = userEvent.setup({ delay: null });
    const members = [{ value: 'user01', label: '행운의별' }];
    await renderWithI18n(
      <SchemaForm
        spec={moneyTransferForm()}
        context={{ options: { targetId: members } }}
        onSubmit={vi.fn().mockRejectedValue(serverFailure('C302'))}
        initialValues={{ targetId: 'user01', amount: '50000' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: '신청' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await screen.findByRole('combobox', {
      name: '대상 회원',
      description: '받을 회원을 확인해 주세요. 아이디가 맞는지, 받을 수 있는 회원인지 확인해 주세요.',
    });
    expect((screen.getByRole('textbox', { name: '금액' }) as HTMLInputElement).value).toBe('50,000');
  });
});
