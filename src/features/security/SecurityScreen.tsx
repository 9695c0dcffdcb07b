// Account security (/mypage/security, phone /security; inferred): where the member is signed in, with
// "log out" for another session and "log out everywhere else", and every login attempt on the id,
// failed ones too; two-step verification, turned on (a QR code, the recovery codes once) and off.
// Each part reads on its own: its own spinner, its own error with a retry.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { LoginHistorySection } from './LoginHistorySection';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

export function SecurityScreen() {
  const { t } = useTranslation('security');
  return (
    <ScreenFrame title={t('title')}>
      <Stack spacing={4} sx={{ minWidth: 0 }}>
        <SessionsSection />
        <TwoStepSection />
        <LoginHistorySection />
      </Stack>
    </ScreenFrame>
  );
}
