import { useTranslation } from 'react-i18next';
import { apiMessage } from '../i18n/api-message';
import { Alert } from './ui/Alert';
import { Button } from './ui/Button';

/** A failed call, in the member's language (api.<code>), with a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(['common', 'api']);
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        )
      }
    >
      {apiMessage(t, error)}
    </Alert>
  );
}
