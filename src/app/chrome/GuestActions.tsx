import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';

/** A guest's signup and login buttons. */
export function GuestActions({ onLogin, onSignup, dense = false }: { onLogin: () => void; onSignup: () => void; dense?: boolean }) {
  const { t } = useTranslation('shell');
  const size = dense ? 'small' : 'medium';
  return (
    <div className={ui.row}>
      <Button variant="outlined" color="inherit" size={size} onClick={onSignup}>
        {t('member.signup')}
      </Button>
      <Button variant="contained" size={size} onClick={onLogin}>
        {t('member.login')}
      </Button>
    </div>
  );
}
