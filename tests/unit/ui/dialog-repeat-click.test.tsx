// @vitest-environment jsdom
// Every dialog of the app gets the theme's transition (src/app/mui/DialogTransition.tsx): the rest of
// the double click that opened it (clicks numbered 2, 3… by the browser) reaches neither its backdrop
// nor its buttons for a moment; a separate click reaches it at once. Shown on the one confirmation
// (forms/renderer/ConfirmDialog.tsx, as a form asks it: deposit, board write, money give…) and on a
// bare MUI Dialog (the notices).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRepeatOfOpeningClick, REPEAT_GUARD_MS } from '@/app/mui/DialogTransition';
import { MuiScope } from '@/app/mui/MuiScope';
import { ConfirmDialog } from '@forms/renderer/ConfirmDialog';
import { renderWithI18n } from '@forms/testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const backdropOf = (dialog: HTMLElement) => dialog.closest('.MuiDialog-container') as HTMLElement;

/** performance.now() from here on, moved by `later`. */
function clock() {
  let now = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return (ms: number) => (now += ms);
}

describe('the rule', () => {
  it('a click numbered 2 or more within the moment after opening is a repeat; a first click or a keyboard press never is', () => {
    expect(isRepeatOfOpeningClick(2, 0)).toBe(true);
    expect(isRepeatOfOpeningClick(3, REPEAT_GUARD_MS - 1)).toBe(true);
    expect(isRepeatOfOpeningClick(2, REPEAT_GUARD_MS)).toBe(false);
    expect(isRepeatOfOpeningClick(1, 0)).toBe(false);
    expect(isRepeatOfOpeningClick(0, 0)).toBe(false);
  });
});

describe('a dialog just opened by a double click (the app theme)', () => {
  it('the confirmation, as a form asks it: the second click neither closes it nor presses OK or Cancel; a separate click on OK confirms', async () => {
    const later = clock();
    const onConfirm = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    await renderWithI18n(
      <MuiScope>
        <ConfirmDialog
          open
          title="확인해 주세요"
          text="제목: 제목"
          ok="확인"
          cancel="취소"
          tone="plain"
          okFocus
          run={onConfirm}
          failureText={() => null}
          onClose={onCancel}
        />
      </MuiScope>,
    );
    const dialog = screen.getByRole('dialog', { name: '확인해 주세요' });
    later(150);
    fireEvent.click(backdropOf(dialog), { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: '취소' }), { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: '확인' }), { detail: 2 });
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '확인' }), { detail: 1 });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('any MUI dialog: a repeated click on the backdrop is kept away only for the moment; a separate one closes it at once; the keyboard is never held back', async () => {
    const later = clock();
    const onClose = vi.fn();
    const onOk = vi.fn();
    await renderWithI18n(
      <MuiScope>
        <Dialog open onClose={onClose}>
          <Button onClick={onOk}>ok</Button>
        </Dialog>
      </MuiScope>,
    );
    const dialog = screen.getByRole('dialog');
    const backdrop = backdropOf(dialog);
    fireEvent.mouseDown(backdrop, { detail: 2 });
    fireEvent.click(backdrop, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    // Enter on a button (a click numbered 0) acts at once, and the press kept away left no mark
    // that would take it for a backdrop click
    fireEvent.click(screen.getByRole('button', { name: 'ok' }), { detail: 0 });
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    later(REPEAT_GUARD_MS);
    fireEvent.mouseDown(backdrop, { detail: 2 });
    fireEvent.click(backdrop, { detail: 2 });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]?.[1]).toBe('backdropClick');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop, { detail: 1 });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
