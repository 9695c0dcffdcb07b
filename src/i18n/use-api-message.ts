import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from './api-message';

/** The words of a call's failure in the member's language (apiMessage), e.g. for a confirmation's failureText. */
export function useApiMessage(): (error: unknown) => string {
  const { t } = useTranslation(['common', 'api']);
  return useCallback((error: unknown) => apiMessage(t, error), [t]);
}
