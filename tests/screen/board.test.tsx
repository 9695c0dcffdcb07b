// The free board without the browser: each code a post's read can meet (E001, E002, NT99, TE99) as
// its own message, and the retry reading again; writing a post: title and content required before
// sending, then the save refused (TE99, E001), each its own message with what was typed kept and the
// exact body sent. The browser keeps the list, a post's HTML and comments, one read error with axe,
// not found, the bet picker, the write's main path with one refusal, mobile and axe
// (tests/e2e/board.test.ts).
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoardReadScreen } from '@/features/board/read/BoardReadScreen';
import { BoardWriteScreen } from '@/features/board/write/BoardWriteScreen';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const READ = '/api/board/free/datail';
const SAVE = '/api/board/free/save';

/** Each code a read can meet: its own message. */
const READ_ERRORS = [
  ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.'],
  ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
  ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
  ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.'],
] as const;

describe('the free board', () => {
  it('a read refused (E001, E002, NT99, TE99), each its own message; the retry reads the post', async () => {
    for (const [code, message] of READ_ERRORS) {
      await setScenario(READ, code, 1);
      await clearRequests();
      const view = await renderScreen(<BoardReadScreen />, { path: '/board/read/713', route: '/board/read/:boardIdx', member: true });
      const alert = await screen.findByRole('alert');
      await expect.poll(() => alert.textContent, { message: code }).toContain(message);
      expect((await requestsTo(READ))[0]?.body, code).toEqual({ siteId: 'winner', boardIdx: 713 });
      if (code === 'TE99') {
        await view.user.click(within(alert).getByRole('button', { name: '다시 시도' }));
        await screen.findByRole('article', {}, { timeout: 10_000 });
        expect(await requestsTo(READ), code).toHaveLength(2);
      }
      view.unmount();
    }
  });

  it('writing a post: title and content required before sending; then TE99 and E001 each its own message, what was typed kept, the exact body sent', async () => {
    const view = await renderScreen(<BoardWriteScreen />, { path: '/board/write', member: true });
    const form = screen.getByRole('form', { name: '글쓰기' });
    const submit = () => view.user.click(within(form).getByRole('button', { name: '등록' }));
    await submit();
    await within(form).findByText('제목을 입력해 주세요.');
    await within(form).findByText('내용을 입력해 주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(SAVE)).toHaveLength(0);

    const title = within(form).getByRole<HTMLInputElement>('textbox', { name: /제목/ });
    const content = within(form).getByRole<HTMLInputElement>('textbox', { name: /내용/ });
    await fill(view.user, title, '이번 주 적중 인증');
    await fill(view.user, content, '바카라랑 축구 같이 맞췄습니다.');
    for (const [code, message] of [
      ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.'],
      ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.'],
    ] as const) {
      await setScenario(SAVE, code, 1);
      await clearRequests();
      await submit();
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await waitForElementToBeRemoved(dialog);
      await within(form).findByText(message);
      expect(title.value, code).toBe('이번 주 적중 인증');
      expect(content.value, code).toBe('바카라랑 축구 같이 맞췄습니다.');
      const sent = await requestsTo(SAVE);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({
        siteId: 'winner',
        memId: 'tester01',
        memName: '홍길동',
        boardType: 'free',
        title: '이번 주 적중 인증',
        content: '바카라랑 축구 같이 맞췄습니다.',
      });
    }
  });
});
