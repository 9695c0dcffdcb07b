// The frame of a partner screen outside the /partner layout (/stributor, /striNew,
// /mypage/stributor_mypage, mobile /partner): its heading, and for a member who is not a partner
// (docs/rules.md#roles) the notice that the page is for partners instead of its content, told as an alert and
// sent to the main page as the /partner pages do.
import Alert from '@mui/material/Alert';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTurnNonPartnerAway } from '@/components/use-turn-away';
import { useSession } from '@/session/use-session';
import { ScreenFrame } from '@/kit/ScreenFrame';

export const useIsPartner = () => useSession((s) => s.member?.isPartnerMember === 'Y');

export function PartnerScreen({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation('shell');
  const isPartner = useIsPartner();
  useTurnNonPartnerAway(isPartner);
  return (
    <ScreenFrame title={title}>
      {isPartner ? (
        children
      ) : (
        <Alert severity="info">
          <strong>{t('partner.onlyTitle')}</strong> {t('partner.onlyBody')}
        </Alert>
      )}
    </ScreenFrame>
  );
}
