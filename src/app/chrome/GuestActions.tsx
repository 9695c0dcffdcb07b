import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A guest's signup and login buttons. */
export function GuestActions({ onLogin, onSignup, dense = false }: { onLogin: () => void; onSignup: () => void; dense?: boolean }) {
  const { t } = useTranslation('shell');
  const size = dense ? 'small' : 'medium';
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" color="inherit" size={size} onClick={onSignup}>
        {t('member.signup')}
      </Button>
      <Button variant="contained" size={size} onClick={onLogin}>
        {t('member.login')}
      </Button>
    </Box>
  );
}
