// The note a form shows once its request is accepted: what was done, optionally a link to where it
// is listed, closable (the close button named in the screen's language).
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { HistoryLink } from './HistoryLink';

export interface DoneNoteProps {
  /** The close button's name. */
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** A link after the words to the list that now holds it (none: no link). */
  readonly history?: { readonly to: string; readonly label: string } | null | undefined;
  readonly children: ReactNode;
}

export function DoneNote({ closeLabel, onClose, history, children }: DoneNoteProps) {
  return (
    <Alert severity="success" onClose={onClose} slotProps={{ closeButton: { title: closeLabel, 'aria-label': closeLabel } }}>
      {children}
      {history ? (
        <>
          {' '}
          <HistoryLink to={history.to} label={history.label} />
        </>
      ) : null}
    </Alert>
  );
}
