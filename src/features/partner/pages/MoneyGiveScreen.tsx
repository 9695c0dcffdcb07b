// Money give / take-back to sub-members (/mypage/give, mobile /give): for partner members (docs/rules.md#roles);
// anyone else reads that the page is for partners. The sub-members are read first (a spinner, or the
// failure's own message with a retry; none yet: said so); then the form, and the history below it.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/session/use-session';
import { useSubMembers } from '../api/partner-members';
import { GiveForm } from '../give/GiveForm';
import { TransferHistory } from '../give/TransferHistory';
import { QueryState } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function MoneyGiveScreen() {
  const { t } = useTranslation(['partner', 'shell']);
  const isPartner = useSession((s) => s.member?.isPartnerMember === 'Y');
  const members = useSubMembers(isPartner);
  return (
    <ScreenFrame title={t('give.title')}>
      {!isPartner ? (
        <Alert severity="info">
          <strong>{t('shell:partner.onlyTitle')}</strong> {t('shell:partner.onlyBody')}
        </Alert>
      ) : (
        <QueryState query={members} loadingLabel={t('give.loading')}>
          {(data) => (
            <Stack spacing={4}>
              {data.list.length === 0 ? <Alert severity="info">{t('give.noMembers')}</Alert> : <GiveForm members={data.list} />}
              <TransferHistory />
            </Stack>
          )}
        </QueryState>
      )}
    </ScreenFrame>
  );
}
