// The password change: current, new (6-20, letters and digits) and confirmation, checked before
// sending; a confirmation; one request however often it is tapped (SchemaForm and the mutation);
// success says so and starts the form again empty; a failure shows its code's own message (LX02 under
// the current password, U102 under the new one, the rest above the form) and keeps what was typed.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { passwordChangeForm, type PasswordChangeOutput } from '@forms/schemas/password-change';
import { EditPanel } from './EditPanel';
import { usePasswordChange } from '../api/member-update';

export function PasswordChange() {
  const { t } = useTranslation('member');
  const spec = useMemo(() => passwordChangeForm(), []);
  const change = usePasswordChange();
  return (
    <EditPanel<PasswordChangeOutput> send={change.send} success={t('password.success')} closeLabel={t('password.close')}>
      {/* each success starts the form again (a new key), empty */}
      {(round, submit) => <SchemaForm key={round} spec={spec} onSubmit={submit} />}
    </EditPanel>
  );
}
