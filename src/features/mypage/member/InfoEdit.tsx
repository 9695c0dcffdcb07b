// The member info edit (docs/rules.md#routes "member info edit"): phone and carrier (as the server has them now), a
// new withdrawal PIN if wanted, confirmed with the current password (forms/schemas/member-info.ts).
// One request however often it is tapped; a code about a field shows under it (U106 and U118 under
// the phone, U103 under the PIN, LX02 under the current password), any other above the form, and
// what was typed stays; a success says so, reads the member again (the details beside it follow)
// and starts the form again from the member as read.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { memberInfoForm, type MemberInfoInput, type MemberInfoOutput } from '@forms/schemas/member-info';
import { EditPanel } from './EditPanel';
import type { MemberView } from '../api/member-info';
import { useMemberUpdate } from '../api/member-update';

export function InfoEdit({ member }: { member: MemberView }) {
  const { t } = useTranslation('member');
  const spec = useMemo(() => memberInfoForm(), []);
  const update = useMemberUpdate();
  // the phone and the carrier as the server has them (the carrier chosen at signup, or since)
  const initial: Partial<MemberInfoInput> = { memPhone: member.memPhone ?? '', memPhoneVendor: member.memPhoneVendor ?? '' };
  return (
    <EditPanel<MemberInfoOutput> send={update.send} success={t('edit.success')} closeLabel={t('edit.close')}>
      {/* a new key after each success: the form starts again from the member as read again */}
      {(round, submit) => <SchemaForm key={`${round}-${member.memPhone ?? ''}-${member.memPhoneVendor ?? ''}`} spec={spec} initialValues={initial} onSubmit={submit} />}
    </EditPanel>
  );
}
