// Money give / take-back to sub-members (/mypage/give, mobile /give): for partner members (docs/rules.md#roles);
// anyone else reads that the page is for partners. The sub-members are read first (a spinner, or the
// failure's own message with a retry; none yet: said so); then the form, and the history below it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { useSession } from '@/session/use-session';
import { useSubMembers } from '../api/partner-members';
import { GiveForm } from '../give/GiveForm';
import { TransferHistory } from '../give/TransferHistory';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function MoneyGivePage() {
  const { t } = useTranslation(['partner', 'shell']);
  const layout = useLayout();
  const titleId = useId();
  const isPartner = useSession((s) => s.member?.isPartnerMember === 'Y');
  const members = useSubMembers(isPartner);
  return (
    <ScreenFrame labelledBy={titleId}>
      <Typography id={titleId} component="h1" variant={layout === 'desktop' ? 'h5' : 'h6'} sx={{ fontWeight: 700, mb: 2 }}>
        {t('give.title')}
      </Typography>
      {!isPartner ? (
        <Alert severity="info">
          <strong>{t('shell:partner.onlyTitle')}</strong> {t('shell:partner.onlyBody')}
        </Alert>
      ) : members.isError ? (
        <QueryError error={members.error} onRetry={() => void members.refetch()} />
      ) : members.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('give.loading')} />
        </Box>
      ) : (
        <Stack spacing={4}>
          {members.data.list.length === 0 ? <Alert severity="info">{t('give.noMembers')}</Alert> : <GiveForm members={members.data.list} />}
          <TransferHistory />
        </Stack>
      )}
    </ScreenFrame>
  );
}
