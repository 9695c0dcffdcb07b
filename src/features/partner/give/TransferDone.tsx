// The outcome of a give or take-back, closable.
import Alert from '@mui/material/Alert';

export function TransferDone({ message, closeLabel, onClose }: { message: string; closeLabel: string; onClose: () => void }) {
  return (
    <Alert severity="success" onClose={onClose} slotProps={{ closeButton: { title: closeLabel, 'aria-label': closeLabel } }}>
      {message}
    </Alert>
  );
}
