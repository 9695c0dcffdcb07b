// What the signup-complete notice says (docs/rules.md#states): the account awaits administrator approval; login
// works only after approval.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function SignupCompleteText({ id }: { readonly id?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack id={id} spacing={1.5} sx={{ wordBreak: 'keep-all' }}>
      <Typography>{t('complete.text')}</Typography>
      <Typography color="text.secondary" variant="body2">
        {t('complete.note')}
      </Typography>
    </Stack>
  );
}
