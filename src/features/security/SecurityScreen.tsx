// Account security (/mypage/security, phone /security; inferred): where the member is signed in, with
// "log out" for another session and "log out everywhere else", and every login attempt on the id,
// failed ones too. Each part reads on its own: its own spinner, its own error with a retry.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { LoginHistorySection } from './LoginHistorySection';
import { SessionsSection } from './SessionsSection';

export function SecurityScreen() {
  const { t } = useTranslation('security');
  return (
    <ScreenFrame title={t('title')}>
      <Stack spacing={4} sx={{ minWidth: 0 }}>
        <SessionsSection />
        <LoginHistorySection />
      </Stack>
    </ScreenFrame>
  );
}
