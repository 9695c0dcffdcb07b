// Adjust a sub-partner's rates (docs/rules.md#routes, docs/rules.md#states): choose whom, see the rates (its own read, the figures the
// partner list shows), change them within the partner's own (the own read "my rates" shows: the hint
// and the rule say that figure; confirmed), sent once. A change locks that member's rates for a day: the lock (from
// the read, or from the change just made) is shown with when it ends in Seoul time, and the form is
// disabled until then. PR01 (a rate above the partner's own) and PR02 (refused while locked, until
// when) are each their own message (docs/rules.md#partner-money); a PR02 also locks the form until its
// `data.until` and reads the member's rates again (someone else changed them); other codes are the form's.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { QueryError } from '@/components/QueryError';
import { QueryState } from '@/kit/QueryState';
import { apiMessage } from '@/i18n/api-message';
import { formatServerTime } from '@/lib/format';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { ownCeilings, rateAdjustForm, type RateAdjustOutput } from '@forms/schemas/rate-adjust';
import { Loading } from '../status/Loading';
import { SectionHeading } from '../status/SectionHeading';
import { useSubMemberList } from '../api/partner-members';
import { useRateUpdate } from '../api/partner-rate-update';
import { useRates } from '../api/partner-rates';
import { activeLock, lockAfterChange } from './lock';

export function RateAdjust() {
  const { t } = useTranslation('partner');
  const members = useSubMemberList();
  const [chosen, setChosen] = useState('');
  const list = members.data?.list ?? [];
  const partners = list.filter((m) => m.partnerType !== 'NORMAL');
  const choices = partners.length > 0 ? partners : list;
  const memId = chosen || choices[0]?.memId || '';
  return (
    <Stack spacing={2}>
      <SectionHeading>{t('rates.adjustTitle')}</SectionHeading>
      <QueryState query={members} loadingLabel={t('rates.loading')}>
        {() =>
          choices.length === 0 ? (
            <Alert severity="info">{t('rates.noMembers')}</Alert>
          ) : (
            <>
              <TextField select label={t('rates.member')} value={memId} onChange={(e) => setChosen(e.target.value)} sx={{ maxWidth: 360 }}>
                {choices.map((m) => (
                  <MenuItem key={m.memId} value={m.memId}>
                    {`${m.memNick} (${m.memId})`}
                  </MenuItem>
                ))}
              </TextField>
              <MemberRates key={memId} memId={memId} nick={choices.find((m) => m.memId === memId)?.memNick ?? memId} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

function MemberRates({ memId, nick }: { readonly memId: string; readonly nick: string }) {
  const { t, i18n } = useTranslation('partner');
  const { t: tApi } = useTranslation(['common', 'api']);
  const rates = useRates(memId);
  const own = useRates(undefined);
  const update = useRateUpdate();
  const [changedUntil, setChangedUntil] = useState<string | null>(null);
  const [refusedUntil, setRefusedUntil] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const data = rates.data;
  const ownRates = own.data?.rates;
  const lock = data ? activeLock([data.lockedUntil, ...data.rates.map((r) => r.lockedUntil), changedUntil, refusedUntil]) : null;
  const spec = useMemo(
    () => (data && ownRates ? rateAdjustForm({ memId, nick, ceilings: ownCeilings(ownRates), lockedUntil: lock }, data.rates) : null),
    [data, ownRates, memId, nick, lock],
  );
  if (rates.isError) return <QueryError error={rates.error} onRetry={() => void rates.refetch()} />;
  if (own.isError) return <QueryError error={own.error} onRetry={() => void own.refetch()} />;
  if (!spec) return <Loading label={t('rates.loading')} />;

  const submit = async (values: RateAdjustOutput) => {
    setRefusal(null);
    try {
      const answer = await update.send(values);
      setChangedUntil(lockAfterChange(answer.lockedUntil));
      setRound((n) => n + 1);
    } catch (error) {
      if (!isApiError(error) || (error.code !== 'PR01' && error.code !== 'PR02')) throw error;
      setRefusal(apiMessage(tApi, error));
      if (error.code === 'PR02') {
        setRefusedUntil(error.details?.until ?? null);
        void rates.refetch();
      }
    }
  };
  return (
    <Stack spacing={2}>
      {changedUntil ? <Alert severity="success">{t('rates.saved', { nick })}</Alert> : null}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {lock ? (
        <Alert severity="warning" data-testid="rate-lock">
          {t('rates.lockedUntil', { time: formatServerTime(lock, i18n.language) })}
        </Alert>
      ) : null}
      <Box component="fieldset" disabled={lock !== null} sx={{ border: 0, p: 0, m: 0, minWidth: 0, opacity: lock ? 0.6 : 1 }}>
        <SchemaForm key={round} spec={spec} onSubmit={submit} showTitle={false} />
      </Box>
    </Stack>
  );
}
