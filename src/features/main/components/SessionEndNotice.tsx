// On the guest page after a session ended for a reason the member must be told
// (docs/rules.md#sessions): the ID logged in elsewhere, or a time-out / self-exclusion set here or on
// another device, with its end. It stays until closed or the next sign-in.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatServerTime } from '@/lib/format';
import { session } from '@/session/session-store';
import { useSession } from '@/session/use-session';

export function SessionEndNotice() {
  const { t, i18n } = useTranslation('main');
  const ended = useSession((s) => (s.status === 'guest' ? (s.ended ?? null) : null));
  if (!ended) return null;
  const text =
    ended.reason === 'duplicate'
      ? t('sessionEnd.duplicate')
      : t(`sessionEnd.${ended.exclusion.kind}`, { until: formatServerTime(ended.exclusion.until, i18n.language) });
  return (
    <Alert
      severity="info"
      action={
        <Button size="small" color="inherit" onClick={() => session.dismissEnded()}>
          {t('sessionEnd.close')}
        </Button>
      }
    >
      <strong>{t(ended.reason === 'duplicate' ? 'sessionEnd.duplicateTitle' : 'sessionEnd.excludedTitle')}</strong>{' '}
      {text}
    </Alert>
  );
}
