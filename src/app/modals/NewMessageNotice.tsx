import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pushEvents } from '@/push/push-events';
import { session } from '@/session/session-store';
import { useSession } from '@/session/use-session';
import { withChunkTimeout } from '../chunk';
import { withMui } from '../mui/with-mui';

const NewMessageDialog = lazy(() =>
  withChunkTimeout(withMui(() => import('./NewMessageDialog').then((m) => m.NewMessageDialog))).then((C) => ({ default: C })),
);

/**
 * Listens for the push MSG command and shows the new-message notice (its code loads on the first
 * message). It is the member's: any sign-out (button, push, TK999, failed refresh) closes it.
 */
export function NewMessageNotice({ messagesPath }: { messagesPath: string }) {
  const navigate = useNavigate();
  const [unread, setUnread] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const member = useSession((s) => s.status === 'member');
  useEffect(() => session.onSignedOut(() => setOpen(false)), []);
  useEffect(
    () =>
      pushEvents.onMessage((count) => {
        if (count <= 0) return;
        setUnread(count);
        setOpen(true);
      }),
    [],
  );
  if (unread === null) return null;
  return (
    <Suspense fallback={null}>
      <NewMessageDialog
        open={open && member}
        unread={unread}
        onClose={() => setOpen(false)}
        onOpenMessages={() => {
          setOpen(false);
          void navigate(messagesPath);
        }}
      />
    </Suspense>
  );
}
