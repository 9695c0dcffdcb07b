// The member info edit (SPEC §2 "member info edit"): phone (as the server has it now) and carrier, a
// new withdrawal PIN if wanted, confirmed with the current password (forms/schemas/member-info.ts).
// One request however often it is tapped; a code about a field shows under it (U106 and U118 under
// the phone, U103 under the PIN, LX02 under the current password), any other above the form, and
// what was typed stays; a success says so, reads the member again (the details beside it follow)
// and starts the form again from the member as read.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { memberInfoForm, type MemberInfoInput, type MemberInfoOutput } from '@forms/schemas/member-info';
import { useMemberUpdate, type MemberView } from './member-api';

export function InfoEdit({ member }: { member: MemberView }) {
  const { t } = useTranslation('member');
  const layout = useLayout();
  const spec = useMemo(() => memberInfoForm(), []);
  const update = useMemberUpdate();
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  const initial: Partial<MemberInfoInput> = { memPhone: member.memPhone ?? '' };

  const submit = async (values: MemberInfoOutput) => {
    setDone(false);
    await update.send(values);
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
            slotProps={{ closeButton: { title: t('edit.close'), 'aria-label': t('edit.close') } }}
          >
            {t('edit.success')}
          </Alert>
        ) : null}
        {/* a new key after each success: the form starts again from the member as read again */}
        <SchemaForm key={`${round}-${member.memPhone ?? ''}`} spec={spec} initialValues={initial} onSubmit={submit} />
      </Stack>
    </Box>
  );
}
