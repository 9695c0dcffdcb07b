// The frame of a member form on the info screen (the password change, the info edit): its box, the
// success notice (closable) and the rounds: a submit that succeeds says so and starts the form again
// (a new round, the form's key); a failure leaves the form as typed (SchemaForm shows its code).
// Panels in one EditPanelGroup show one notice at a time: the last action's (an older notice left
// standing above the next form would say nothing new and crowd the screen).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { useLayout } from '@forms/renderer/layout-context';

export interface EditPanelProps<Values> {
  /** Sends the form's values; resolves on success, rejects with the failure. */
  readonly send: (values: Values) => Promise<unknown>;
  readonly success: string;
  readonly closeLabel: string;
  /** The form, given the round (its key) and the submit handler. */
  readonly children: (round: number, submit: (values: Values) => Promise<void>) => ReactNode;
}

/** Which panel of the group shows its success notice (null: none). */
const NoticeOwner = createContext<{ owner: string | null; setOwner: (id: string | null) => void } | null>(null);

export function EditPanelGroup({ children }: { readonly children: ReactNode }) {
  const [owner, setOwner] = useState<string | null>(null);
  return <NoticeOwner.Provider value={{ owner, setOwner }}>{children}</NoticeOwner.Provider>;
}

/** The notice's state: the group's when the panel is in one, else its own. */
function useNotice(): [boolean, (shown: boolean) => void] {
  const id = useId();
  const group = useContext(NoticeOwner);
  const [own, setOwn] = useState(false);
  if (!group) return [own, setOwn];
  return [group.owner === id, (shown) => group.setOwner(shown ? id : group.owner === id ? null : group.owner)];
}

export function EditPanel<Values>({ send, success, closeLabel, children }: EditPanelProps<Values>) {
  const layout = useLayout();
  const [round, setRound] = useState(0);
  const [done, setDone] = useNotice();

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
