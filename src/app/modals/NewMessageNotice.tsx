import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pushEvents } from '../../push/push-events';
import { withChunkTimeout } from '../chunk';
import { withMui } from '../mui/with-mui';

const NewMessageDialog = lazy(() =>
  withChunkTimeout(withMui(() => import('./NewMessageDialog').then((m) => m.NewMessageDialog))).then((C) => ({ default: C })),
);

/** Listens for the push MSG command and shows the new-message notice (its code loads on the first message). */
export function NewMessageNotice({ messagesPath }: { messagesPath: string }) {
  const navigate = useNavigate();
  const [unread, setUnread] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
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
        open={open}
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
