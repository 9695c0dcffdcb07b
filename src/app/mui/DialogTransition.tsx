// Every MUI dialog's transition (the theme's default for MuiDialog, src/app/theme.ts): MUI's own Fade,
// and for a moment after the dialog opens it keeps the rest of a double click away from it (a
// double tap too, where the browser numbers taps as it numbers clicks). A double click on a button that opens a dialog (a submit asking for a confirmation) lands
// its second click on the dialog: on the backdrop, which closed it, or on whichever of its buttons
// is under the pointer (Cancel, or OK without the member having read it). The browser numbers the
// clicks of a multi-click (`detail` 2, 3…, on the press as on the click); a press or click numbered
// 2 or more within REPEAT_GUARD_MS of the dialog opening is dropped before the dialog sees it (the
// press too: MUI marks a backdrop click on the press, and a mark left behind would close the dialog
// on the next click inside it). A separate click (`detail` 1, or 0 from the keyboard) always reaches
// it, however soon.
import Fade, { type FadeProps } from '@mui/material/Fade';
import { cloneElement, forwardRef, useRef, type MouseEvent, type MouseEventHandler, type ReactElement } from 'react';

/** How long after opening a repeated click is kept from the dialog (longer than any double-click interval). */
export const REPEAT_GUARD_MS = 1_000;

/** A click that only continues the multi-click that opened the dialog `sinceOpenMs` ago. */
export const isRepeatOfOpeningClick = (detail: number, sinceOpenMs: number): boolean => detail > 1 && sinceOpenMs < REPEAT_GUARD_MS;

type Child = ReactElement<{ onClickCapture?: MouseEventHandler; onMouseDownCapture?: MouseEventHandler }>;

export const DialogTransition = forwardRef<HTMLElement, FadeProps>(function DialogTransition({ children, onEnter, ...props }, ref) {
  const openedAt = useRef<number | null>(null);
  const child = children as Child;
  const isRepeat = (event: MouseEvent) =>
    openedAt.current !== null && isRepeatOfOpeningClick(event.detail, performance.now() - openedAt.current);
  const onMouseDownCapture = (event: MouseEvent) => {
    if (isRepeat(event)) event.stopPropagation();
    else child.props.onMouseDownCapture?.(event);
  };
  const onClickCapture = (event: MouseEvent) => {
    if (isRepeat(event)) {
      event.preventDefault();
      event.stopPropagation();
    } else child.props.onClickCapture?.(event);
  };
  return (
    <Fade
      ref={ref}
      {...props}
      onEnter={(node, isAppearing) => {
        openedAt.current = performance.now();
        onEnter?.(node, isAppearing);
      }}
    >
      {cloneElement(child, { onMouseDownCapture, onClickCapture })}
    </Fade>
  );
});
