// A member who is not a partner on a partner page (docs/rules.md#roles: /partner/*, /stributor, /striNew,
// /mypage/stributor_mypage, the phone's /partner) is told so, as an alert the way the route guard
// tells a guest, and sent to the main page. Once per page, however often it renders.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function useTurnNonPartnerAway(isPartner: boolean): void {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (isPartner || done.current) return;
    done.current = true;
    window.alert(t('partner.onlyBody'));
    void navigate('/', { replace: true });
  }, [isPartner, t, navigate]);
}
