// Member info (/mypage/info, mobile /info): every field of the member view read afresh from
// /api/member/info (phone and account masked), the info edit (phone, carrier, withdrawal PIN: shown
// once the member is read, starting from the phone read) and the password change. Until the member
// comes a spinner; if the read fails its own message with a retry.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { EditPanelGroup } from '../member/EditPanel';
import { InfoEdit } from '../member/InfoEdit';
import { MemberDetails } from '../member/MemberDetails';
import { PasswordChange } from '../member/PasswordChange';
import { useMemberInfo } from '../api/member-info';
import { QueryState } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function MemberInfoScreen() {
  const { t } = useTranslation(['pages', 'member']);
  const layout = useLayout();
  const info = useMemberInfo();
  const desktop = layout === 'desktop';
  return (
    <ScreenFrame title={t('pages:memberInfo.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // the form beside the details where both keep room (from 1200 px; one column below)
          gridTemplateColumns: desktop ? { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        <QueryState query={info} loadingLabel={t('member:info.loading')}>
          {(data) => <MemberDetails member={data.member} />}
        </QueryState>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <EditPanelGroup>
            {info.data ? <InfoEdit member={info.data.member} /> : null}
            <PasswordChange />
          </EditPanelGroup>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
