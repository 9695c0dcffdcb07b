// The password change: current, new (6-20, letters and digits) and confirmation, checked before
// sending; a confirmation; one request however often it is tapped (SchemaForm and the mutation);
// success says so and starts the form again empty; a failure shows its code's own message (LX02 under
// the current password, U102 under the new one, the rest above the form) and keeps what was typed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { passwordChangeForm, type PasswordChangeOutput } from '@forms/schemas/password-change';
import { usePasswordChange } from './member-api';

export function PasswordChange() {
  const { t } = useTranslation('member');
  const layout = useLayout();
  const spec = useMemo(() => passwordChangeForm(), []);
  const change = usePasswordChange();
  // Each success starts the form again (a new key), empty.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);

  const submit = async (values: PasswordChangeOutput) => {
    setDone(false);
    await change.send(values);
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
            slotProps={{ closeButton: { title: t('password.close'), 'aria-label': t('password.close') } }}
          >
            {t('password.success')}
          </Alert>
        ) : null}
        <SchemaForm key={round} spec={spec} onSubmit={submit} />
      </Stack>
    </Box>
  );
}
