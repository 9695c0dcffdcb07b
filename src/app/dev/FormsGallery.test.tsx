// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { unnamedControls } from '@forms/testing/a11y';
import FormsGallery from './FormsGallery';

afterEach(cleanup);

/** Role queries by name walk the whole (large) page; the switches are found by their text. */
const buttonWithText = (label: string) => screen.getByText(label).closest('button') ?? document.body;

describe('forms gallery', () => {
  it(
    'shows every form, every control named; each server answer simulated; in ko then en, at desktop then mobile width',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const { container } = render(<FormsGallery />);
      await screen.findByRole('heading', { name: '폼 갤러리 (개발용)' }, { timeout: 5000 });

      const forms = screen.getAllByRole('form');
      expect(forms).toHaveLength(20);
      const contents = screen.getByRole('navigation', { name: '폼 목록' });
      expect(within(contents).getAllByRole('link')).toHaveLength(20);
      expect(screen.getByRole('form', { name: '회원가입' })).toBeTruthy();
      expect(screen.getByRole('form', { name: '요율 조정' })).toBeTruthy();

      expect(unnamedControls(container).map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
      // No message key shows through as text (a missing translation would).
      expect(container.textContent).not.toMatch(/\b(forms|api)\.[a-zA-Z]+\./);

      // each server answer simulated: success shows the values sent, a code the form shows on a field
      // under it (typed kept), any other as the caller's alert
      const cardOf = (form: HTMLElement) => form.closest<HTMLElement>('[id^="form-"]') ?? document.body;

      // the comment form: sent as typed, then a code no form shows on a field
      const comment = screen.getByRole('form', { name: '댓글 쓰기' });
      const commentCard = cardOf(comment);
      await user.type(within(comment).getByRole('textbox', { name: '댓글' }), '좋은 글');
      await user.click(within(comment).getByRole('button', { name: '댓글 등록' }));
      await within(commentCard).findByText('제출된 값: {"content":"좋은 글"}');
      await user.selectOptions(within(commentCard).getByRole('combobox', { name: '서버 응답' }), 'E001');
      await user.click(within(comment).getByRole('button', { name: '댓글 등록' }));
      await within(commentCard).findByText('알림으로 표시할 오류: 처리 중 오류가 발생했습니다. 다시 시도해 주세요.');
      expect(within(comment).getByRole<HTMLTextAreaElement>('textbox', { name: '댓글' }).value).toBe('좋은 글');

      // the password change: confirmed, then U102 under the new password, everything typed kept
      const password = screen.getByRole('form', { name: '비밀번호 변경' });
      const passwordCard = cardOf(password);
      await user.selectOptions(within(passwordCard).getByRole('combobox', { name: '서버 응답' }), 'U102');
      await user.type(within(password).getByLabelText('현재 비밀번호', { exact: false }), 'pass1234');
      await user.type(within(password).getByLabelText('새 비밀번호', { exact: false }), 'newpass12');
      await user.type(within(password).getByLabelText('비밀번호 확인', { exact: false }), 'newpass12');
      await user.click(within(password).getByRole('button', { name: '비밀번호 변경' }));
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      await user.click(within(dialog).getByRole('button', { name: '확인' }));
      // the server's U102 (api.U102), not the rule refused before sending
      await within(password).findByText('비밀번호는 영문, 숫자, 특수문자(!@#$%*)로 6~20자 이내로 입력해 주세요.');
      expect(within(password).getByLabelText<HTMLInputElement>('새 비밀번호', { exact: false }).value).toBe('newpass12');
      expect(within(passwordCard).queryByText(/^제출된 값/)).toBeNull();

      await user.click(buttonWithText('English'));
      await screen.findByRole('heading', { name: 'Forms gallery (development)' });
      expect(screen.getByRole('form', { name: 'Withdrawal request' })).toBeTruthy();
      expect(container.textContent).not.toMatch(/\b(forms|api)\.[a-zA-Z]+\./);

      await user.click(buttonWithText('Mobile'));
      expect(container.querySelector('[data-variant="mobile"]')).not.toBeNull();
      expect(screen.getAllByRole('form')).toHaveLength(20);
    },
  );
});
