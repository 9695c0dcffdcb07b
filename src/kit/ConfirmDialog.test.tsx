// @vitest-environment jsdom
// The one confirmation: OK runs the action once however often it is tapped, both buttons off while
// it is on its way; a failure stays in the dialog with its own message; a success closes it, the
// answer handed on, and the focus goes back to the button that opened it. A row action whose answer
// is lost (a settlement reservation) says the outcome is unknown and links its history;
// following the link closes the confirmation. A refusal does not.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import api from '../../locales/ko/api.json';
import common from '../../locales/ko/common.json';
import resources from '../../locales/ko/resources.json';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, responseFailed } from '@/api/errors';
import { HistoryLink } from '@/kit/HistoryLink';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmDialog as RowActionConfirm } from './paged-list/ConfirmDialog';
import type { RowAction } from './paged-list/description';

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: { api, common, resources } } });
});

function Asker({ run, onDone }: { run: () => Promise<number>; onDone: (n: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>지우기</button>
      <ConfirmDialog
        open={open}
        title="지울까요?"
        text="되돌릴 수 없습니다."
        ok="지우기 확인"
        run={run}
        onDone={onDone}
        onClose={() => setOpen(false)}
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

function openDialog(run: () => Promise<number>, onDone = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <Asker run={run} onDone={onDone} />
    </I18nextProvider>,
  );
  const opener = screen.getByRole('button', { name: '지우기' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, onDone, dialog: screen.getByRole('dialog', { name: '지울까요?' }) };
}

describe('the confirmation', () => {
  it('sends once however often OK is tapped, both buttons off meanwhile; a success closes it and gives the focus back', async () => {
    const call = settle();
    const { opener, onDone } = openDialog(call.run);
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
    const { onDone } = openDialog(call.run);
    fireEvent.click(screen.getByRole('button', { name: '지우기 확인' }));
    await act(async () => call.reject(new ApiError('E002', { write: true })));
    expect((await screen.findByRole('alert')).textContent).toContain('지금은 요청을 처리할 수 없습니다');
    expect(screen.getByRole('dialog', { name: '지울까요?' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '지우기 확인' }));
    expect(call.run).toHaveBeenCalledTimes(2);
  });
});

function ask(failure: ApiError) {
  const onClose = vi.fn();
  const action: RowAction<string> = {
    id: 'reserve',
    label: () => '예약',
    text: '예약',
    available: () => true,
    confirm: { title: '예약할까요?', text: (row) => row, ok: '예약' },
    run: () => Promise.reject(failure),
    pending: false,
    outcomeLink: <HistoryLink to="/mypage/stributor_mypage#reserve-history" label="예약된 정산 지급 보기" />,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RowActionConfirm asked={{ action, row: '대박기원 5,000원' }} onClose={onClose} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '예약' }));
  return onClose;
}

describe('a row action confirmation', () => {
  it('a lost answer: the outcome is unknown, the history linked; following it closes the dialog', async () => {
    const onClose = ask(responseFailed(undefined, { failure: 'timeout' }).asWrite());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('처리 결과를 확인하지 못했습니다');
    fireEvent.click(screen.getByRole('link', { name: '예약된 정산 지급 보기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a refusal says its own message, with no history link', async () => {
    ask(new ApiError('E001', { write: true }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('처리 중 오류가 발생했습니다');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
