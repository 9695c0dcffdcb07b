// Member info (/mypage/info, mobile /info): every field of the member view read afresh from
// /api/member/info (phone and account masked), the info edit (phone, carrier, withdrawal PIN: shown
// once the member is read, starting from the phone read) and the password change. Until the member
// comes a spinner; if the read fails its own message with a retry.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { EditPanelGroup } from '../member/EditPanel';
import { InfoEdit } from '../member/InfoEdit';
import { MemberDetails } from '../member/MemberDetails';
import { PasswordChange } from '../member/PasswordChange';
import { useMemberInfo } from '../api/member-info';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function MemberInfoPage() {
  const { t } = useTranslation(['pages', 'member']);
  const layout = useLayout();
  const titleId = useId();
  const info = useMemberInfo();
  const desktop = layout === 'desktop';
  return (
    <ScreenFrame labelledBy={titleId}>
      <Typography id={titleId} component="h1" variant={desktop ? 'h5' : 'h6'} sx={{ fontWeight: 700, mb: 2 }}>
        {t('pages:memberInfo.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // the form beside the details where both keep room (from 1200 px; one column below)
          gridTemplateColumns: desktop ? { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        {info.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('member:info.loading')} />
          </Box>
        ) : info.isError ? (
          <QueryError error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <MemberDetails member={info.data.member} />
        )}
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
