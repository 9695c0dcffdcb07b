// The signup form (desktop dialog and mobile page): the forms' signup schema, banks from
// /api/etc/bank, the recommender hidden when the site has a default one. Field errors of the server
// (U101…U119) show on their fields, other failures above the form (the renderer does both). The
// terms box has a button under it that opens the site's terms (TermsDialog).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { productName } from '@/config/env';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { signupForm, type SignupOutput } from '@forms/schemas/signup';
import { signup } from '../api/member-signup';
import { TermsDialog } from './TermsDialog';
import { useBankList, useSiteOption } from '@/api/reads';

export interface SignupFormProps {
  /** After the server accepted the signup. */
  readonly onSignedUp: () => void;
}

export function SignupForm({ onSignedUp }: SignupFormProps) {
  const { t } = useTranslation(['common', 'auth']);
  const [termsOpen, setTermsOpen] = useState(false);
  const banks = useBankList();
  const option = useSiteOption();
  // Without the site option (a failed call) the recommender is asked for: the server decides.
  const defaultRecommenderId = option.data?.defaultRecommenderId ?? null;
  const siteName = option.data?.siteOption.siteName ?? productName();
  const spec = useMemo(() => signupForm({ defaultRecommenderId, banks: banks.data }), [defaultRecommenderId, banks.data]);
  const readTerms = t('signup.readTerms', { ns: 'auth' });
  const context = useMemo(
    () => ({ banks: banks.data ?? [], details: { termsAccepted: { label: readTerms, onOpen: () => setTermsOpen(true) } } }),
    [banks.data, readTerms],
  );

  if (banks.isError) return <QueryError error={banks.error} onRetry={() => void banks.refetch()} />;
  if (banks.isPending || option.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading', { ns: 'common' })} />
      </Stack>
    );
  }

  const submit = async (values: SignupOutput) => {
    await signup(values, { siteName, defaultRecommenderId });
    onSignedUp();
  };
  return (
    // position: the form's visually hidden title is placed inside this box.
    <Box sx={{ position: 'relative' }}>
      <SchemaForm spec={spec} onSubmit={submit} context={context} showTitle={false} />
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Box>
  );
}
