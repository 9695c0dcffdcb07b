// Create a sub-partner (docs/rules.md#routes): id, password, nickname, phone, bank account (the signup's rules), a
// role below the partner's own and rates not above the partner's own (read first: spinner, error
// with retry), confirmed and sent once. Each code (U101-U119 under its field, C999 and the rest above
// the form) is its own message with what was typed kept; a success names the new partner and starts
// the form again.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DoneNote } from '@/kit/DoneNote';
import { useFormRounds } from '@/kit/use-form-rounds';
import { useBankList } from '@/api/reads';
import { QueryError } from '@/components/QueryError';
import { useSession } from '@/session/use-session';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import type { PartnerTier } from '@forms/rules/choices';
import { ownCeilings, rateAdjustDefaults } from '@forms/schemas/rate-adjust';
import { subPartnerForm, typesBelow, type SubPartnerOutput } from '@forms/schemas/sub-partner';
import { useRates } from '../api/partner-rates';
import { Loading } from '../status/Loading';
import { useCreateSubPartner } from '../api/partner-create';

const isTier = (value: string | undefined): value is PartnerTier => value !== undefined && value !== 'NORMAL';

export function SubPartnerForm() {
  const { t } = useTranslation('partner');
  const own = useSession((s) => s.member?.partnerType);
  const ownType: PartnerTier = isTier(own) ? own : 'PTN_5';
  const rates = useRates(undefined);
  const banks = useBankList();
  const create = useCreateSubPartner();
  const { round, done, dismiss, submit } = useFormRounds<SubPartnerOutput>(create.send);
  const ceilings = useMemo(() => ownCeilings(rates.data?.rates ?? []), [rates.data]);
  const spec = useMemo(() => subPartnerForm({ ownType, ceilings, banks: banks.data }), [ownType, ceilings, banks.data]);
  const context = useMemo(() => ({ banks: banks.data ?? [] }), [banks.data]);
  // the own rates to start from (the highest a sub-partner can get)
  const initial = useMemo(() => rateAdjustDefaults(rates.data?.rates), [rates.data]);

  if (typesBelow(ownType).length === 0) return <Alert severity="info">{t('subPartner.lowest')}</Alert>;
  if (rates.isError) return <QueryError error={rates.error} onRetry={() => void rates.refetch()} />;
  if (banks.isError) return <QueryError error={banks.error} onRetry={() => void banks.refetch()} />;
  if (rates.isPending || banks.isPending) return <Loading label={t('subPartner.loading')} />;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {done ? (
        <DoneNote closeLabel={t('give.close')} onClose={dismiss}>
          {t('subPartner.done', { nick: done.memNick, id: done.memId, role: t(`role.${done.partnerType}`) })}
        </DoneNote>
      ) : null}
      <SchemaForm key={round} spec={spec} context={context} initialValues={initial} onSubmit={submit} showTitle={false} />
    </Stack>
  );
}
