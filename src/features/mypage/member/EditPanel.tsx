// The frame of a member form on the info screen (the password change, the info edit): its box, the
// success notice (closable) and the rounds: a submit that succeeds says so and starts the form again
// (a new round, the form's key); a failure leaves the form as typed (SchemaForm shows its code).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useLayout } from '@/components/layout';

export interface EditPanelProps<Values> {
  /** Sends the form's values; resolves on success, rejects with the failure. */
  readonly send: (values: Values) => Promise<unknown>;
  readonly success: string;
  readonly closeLabel: string;
  /** The form, given the round (its key) and the submit handler. */
  readonly children: (round: number, submit: (values: Values) => Promise<void>) => ReactNode;
}

export function EditPanel<Values>({ send, success, closeLabel, children }: EditPanelProps<Values>) {
  const layout = useLayout();
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);

  const submit = async (values: Values) => {
    setDone(false);
    await send(values);
    setDone(true);
    setRound((n) => n + 1);
  };

  return (
    <Box sx={{ p: layout === 'desktop' ? 3 : 2, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack spacing={2}>
        {done ? (
          <Alert
            severity="success"
            onClose={() => setDone(false)}
            slotProps={{ closeButton: { title: closeLabel, 'aria-label': closeLabel } }}
          >
            {success}
          </Alert>
        ) : null}
        {children(round, submit)}
      </Stack>
    </Box>
  );
}
