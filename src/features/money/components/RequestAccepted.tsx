// The success notice of a money request: what was accepted, a link to its history, closable.
import Alert from '@mui/material/Alert';
import { HistoryLink } from '@/kit/HistoryLink';

export interface RequestAcceptedProps {
  readonly message: string;
  /** The history link (null: none, e.g. on a mobile tab that has its history beside it). */
  readonly history: { readonly to: string; readonly label: string } | null;
  readonly closeLabel: string;
  readonly onClose: () => void;
}

export function RequestAccepted({ message, history, closeLabel, onClose }: RequestAcceptedProps) {
  return (
    <Alert severity="success" onClose={onClose} slotProps={{ closeButton: { title: closeLabel, 'aria-label': closeLabel } }}>
      {message}
      {history ? (
        <>
          {' '}
          <HistoryLink to={history.to} label={history.label} />
        </>
      ) : null}
    </Alert>
  );
}
