// M001 ("a new message has arrived", docs/rules.md#errors) where the contract answers it: the message box
// (/api/board/msgList). It is news, not a failure: the member is told in its own words (api.M001) as
// information, and the box is read again at once (once per M001: a second M001 in a row is shown
// as the list's failure, with its retry), so the new message shows under the notice.
import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';

interface ListRead {
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export const isNewMessageAnswer = (error: unknown): boolean => isApiError(error) && error.code === 'M001';

export function NewMessageArrived({ query }: { query: ListRead }) {
  const { t } = useTranslation('api');
  const [arrived, setArrived] = useState(false);
  const readAgain = useRef(false);
  const m001 = query.isError && isNewMessageAnswer(query.error);
  const { refetch, isSuccess } = query;
  useEffect(() => {
    if (!m001) return;
    setArrived(true);
    if (readAgain.current) return;
    readAgain.current = true;
    void refetch();
  }, [m001, refetch]);
  useEffect(() => {
    // the box answered: a later M001 reads it again too
    if (isSuccess) readAgain.current = false;
  }, [isSuccess]);
  if (!arrived) return null;
  return (
    <Alert severity="info" role="status">
      {t('M001')}
    </Alert>
  );
}
