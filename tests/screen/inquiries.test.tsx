// Writing a 1:1 inquiry (/cscenter/qna/write) without the browser: every field required before
// sending, then each server refusal of /api/board/qna/save (E001, E002, NT99, TE99) as its own message
// with what was typed kept and the exact body sent. The browser keeps the list and its paging, the
// answered and waiting inquiries, the write's main path with one refusal, the account inquiry, the
// FAQ, mobile and axe (tests/e2e/inquiries.test.ts).
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QnaWriteScreen } from '@/features/cscenter/qna/QnaWriteScreen';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const SAVE = '/api/board/qna/save';
const BODY = {
  siteId: 'winner',
  memId: 'tester01',
  memName: '홍길동',
  boardType: 'qna',
  inquiryType: 'other',
  title: '환전 지연 문의',
  content: '오후 3시에 신청한 환전이 아직입니다.',
};

/** Each server refusal of the inquiry's save: its own message above the form. */
const REFUSALS = [
  ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.'],
  ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
  ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
  ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.'],
] as const;

describe('writing an inquiry', () => {
  it('every field required before sending; then E001, E002, NT99 and TE99 each its own message, what was typed kept, the exact body sent', async () => {
    const view = await renderScreen(<QnaWriteScreen />, { path: '/cscenter/qna/write', member: true });
    const form = await screen.findByRole('form', { name: '1:1 문의' });
    const submit = () => view.user.click(within(form).getByRole('button', { name: '문의 등록' }));
    await submit();
    await within(form).findByText('문의 유형을 선택해 주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(SAVE)).toHaveLength(0);

    const title = within(form).getByRole<HTMLInputElement>('textbox', { name: /제목/ });
    const content = within(form).getByRole<HTMLInputElement>('textbox', { name: /내용/ });
    const other = within(form).getByRole<HTMLInputElement>('radio', { name: '기타 문의' });
    await view.user.click(other);
    await fill(view.user, title, BODY.title);
    await fill(view.user, content, BODY.content);
    for (const [code, message] of REFUSALS) {
      await setScenario(SAVE, code, 1);
      await clearRequests();
      await submit();
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      expect(dialog.textContent, code).toContain('제목: 환전 지연 문의');
      expect(dialog.textContent, code).toContain('문의 유형: 기타 문의');
      await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await waitForElementToBeRemoved(dialog);
      await within(form).findByText(message);
      expect(title.value, code).toBe(BODY.title);
      expect(content.value, code).toBe(BODY.content);
      expect(other.checked, code).toBe(true);
      const sent = await requestsTo(SAVE);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual(BODY);
    }
  });
});
