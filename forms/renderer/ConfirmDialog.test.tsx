// @vitest-environment jsdom
// The one confirmation (a form's submit, a screen's action, a list's row action): OK runs the action
// once however often it is tapped, both buttons off while it is on its way; a failure stays in the
// dialog in the caller's words; a success closes it, the answer handed on, and the focus goes back to
// the button that opened it. An action whose answer is lost (a settlement reservation) says the
// outcome is unknown and links its history; following the link closes the confirmation. Another
// failure does not link it, and a refusal offers no OK. A form's confirmation has OK focused.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n, serverFailure } from '../testing/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { alertKey } from './server-errors';
import { useMessages } from './translate';

afterEach(cleanup);

/** A write whose answer was lost, as the client's ApiError reports it. */
const lostAnswer = () =>
  Object.assign(new Error('timeout'), { code: 'RESPONSE_FAILED', messageCode: 'RESPONSE_UNKNOWN_OUTCOME', outcomeUnknown: true });

type Asked = Omit<ConfirmDialogProps<number>, 'open' | 'onClose' | 'failureText' | 'cancel'>;

/** An opener and its confirmation, the failure in the forms' words (api.<code>). */
function Asker({ onClose, ...props }: Asked & { onClose?: () => void }) {
  const { tm } = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>지우기</button>
      <ConfirmDialog
        {...props}
        open={open}
        cancel={tm('forms.common.cancel')}
        failureText={(error) => {
          const message = alertKey(error);
          return tm(message.key, message.values);
        }}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

function settle() {
  let resolve: (n: number) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const run = vi.fn(
    () =>
      new Promise<number>((yes, no) => {
        resolve = yes;
        reject = no;
      }),
  );
  return { run, resolve: (n: number) => resolve(n), reject: (e: unknown) => reject(e) };
}

async function openDialog(props: Partial<Asked> & Pick<Asked, 'run'> & { onClose?: () => void }) {
  const onDone = vi.fn();
  await renderWithI18n(<Asker title="지울까요?" text="되돌릴 수 없습니다." ok="지우기 확인" onDone={onDone} {...props} />);
  const opener = screen.getByRole('button', { name: '지우기' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, onDone };
}

describe('the confirmation', () => {
  it('sends once however often OK is tapped, both buttons off meanwhile; a success closes it and gives the focus back', async () => {
    const call = settle();
    const { opener, onDone } = await openDialog({ run: call.run });
    const ok = screen.getByRole('button', { name: '지우기 확인' });
    fireEvent.click(ok);
    fireEvent.click(ok);
    expect(call.run).toHaveBeenCalledTimes(1);
    expect(ok).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '취소' })).toHaveProperty('disabled', true);
    await act(async () => call.resolve(7));
    expect(onDone).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('a failure stays in the dialog in its own words; OK can be tapped again', async () => {
    const call = settle();
    const { onDone } = await openDialog({ run: call.run });
    fireEvent.click(screen.getByRole('button', { name: '지우기 확인' }));
    await act(async () => call.reject(serverFailure('E002')));
    expect((await screen.findByRole('alert')).textContent).toContain('지금은 요청을 처리할 수 없습니다');
    expect(screen.getByRole('dialog', { name: '지울까요?' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '지우기 확인' }));
    expect(call.run).toHaveBeenCalledTimes(2);
  });

  it('a refusal says its reason and offers no OK', async () => {
    const run = vi.fn(() => Promise.resolve(1));
    await openDialog({ run, refused: '읽지 않은 쪽지는 지울 수 없습니다.' });
    expect(screen.getByText('읽지 않은 쪽지는 지울 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '지우기 확인' })).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('an action with a history link (a row action)', () => {
  const history = <a href="#reserve-history">예약된 정산 지급 보기</a>;

  it('a lost answer: the outcome is unknown, the history linked; following it closes the dialog', async () => {
    const onClose = vi.fn();
    await openDialog({ title: '예약할까요?', ok: '예약', tone: 'plain', run: () => Promise.reject(lostAnswer()), outcomeLink: history, onClose });
    fireEvent.click(screen.getByRole('button', { name: '예약' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('처리 결과를 확인하지 못했습니다');
    fireEvent.click(screen.getByRole('link', { name: '예약된 정산 지급 보기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('another failure says its own message, with no history link', async () => {
    await openDialog({ title: '예약할까요?', ok: '예약', run: () => Promise.reject(serverFailure('E001')), outcomeLink: history });
    fireEvent.click(screen.getByRole('button', { name: '예약' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('처리 중 오류가 발생했습니다');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe("a form's confirmation", () => {
  it('opens with OK focused (Enter confirms)', async () => {
    const run = vi.fn(() => Promise.resolve(1));
    await openDialog({ title: '확인해 주세요', text: '제목: 공지\n글을 등록하시겠습니까?', ok: '확인', tone: 'plain', okFocus: true, run });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' })));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
