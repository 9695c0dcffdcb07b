import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRealityReminder } from '@/features/safety/reality-check/use-reality-reminder';
import { logout } from '@/session/logout';
import { withChunkTimeout } from '../chunk';
import { withMui } from '../mui/with-mui';

const RealityCheckDialog = lazy(() =>
  withChunkTimeout(withMui(() => import('@/features/safety/reality-check/RealityCheckDialog').then((m) => m.RealityCheckDialog))).then(
    (C) => ({ default: C }),
  ),
);

/**
 * The reality check over every page of the layout (its timer runs for a member who chose an interval;
 * the dialog's code loads when it first shows). "See my bet history" opens the layout's own history.
 */
export function RealityCheckNotice({ betsPath }: { betsPath: string }) {
  const navigate = useNavigate();
  const reminder = useRealityReminder();
  if (!reminder.open || reminder.since === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        open
        since={reminder.since}
        onKeepPlaying={reminder.answer}
        onBetHistory={() => {
          reminder.answer();
          void navigate(betsPath);
        }}
        onLogOut={() => void logout()}
      />
    </Suspense>
  );
}
