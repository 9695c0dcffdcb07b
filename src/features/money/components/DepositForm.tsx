// The deposit form with what goes beside it: the bonus the typed amount earns (live), the success
// message (the form starts again empty), and every failure as its own message (SchemaForm: under the
// amount for C002 and C101-C103, above the fields for the rest; what was typed stays).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteOption } from '@/api/reads';
import { useLayout } from '@/components/layout';
import { formatWon } from '@/lib/format';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { depositForm, type DepositInput, type DepositOutput } from '@forms/schemas/deposit';
import { useDepositRequest, type DepositInfo } from '../api/deposit';
import { depositBonus } from '../deposit-bonus';
import { AccountRequest } from './AccountRequest';
import { BonusPreview } from './BonusPreview';
import { DepositOverview } from './DepositOverview';

const HISTORY_PATH = '/mypage/charge/list';

const amountOf = (typed: string | undefined): number => (typed && /^\d+$/.test(typed) ? Number(typed) : 0);

export function DepositForm({ info }: { info: DepositInfo }) {
  const { t, i18n } = useTranslation('money');
  const layout = useLayout();
  const option = useSiteOption().data?.siteOption;
  const bonus = depositBonus(info.bonusKind, option);
  const { minAmount, maxAmount, amountUnit } = info;
  const bonusKind = bonus?.kind;
  const bonusRate = bonus?.rate;
  const spec = useMemo(
    () =>
      depositForm({
        rules: { minAmount, maxAmount, amountUnit },
        bonus: bonusKind && bonusRate !== undefined ? { kind: bonusKind, rate: bonusRate } : null,
      }),
    [minAmount, maxAmount, amountUnit, bonusKind, bonusRate],
  );
  const deposit = useDepositRequest();
  // Each success starts the form again (a new key), empty.
  const [round, setRound] = useState(0);
  const [accepted, setAccepted] = useState<DepositOutput | null>(null);
  const [typed, setTyped] = useState<Partial<DepositInput>>(spec.defaults);
  const onValuesChange = useCallback((values: Partial<DepositInput>) => setTyped(values), []);

  const submit = async (values: DepositOutput) => {
    setAccepted(null);
    await deposit.send(values);
    setAccepted(values);
    setTyped(spec.defaults);
    setRound((n) => n + 1);
  };

  const desktop = layout === 'desktop';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // the side column only where the form keeps room beside it (from 1200 px; one column below)
        gridTemplateColumns: desktop ? { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' } : 'minmax(0, 1fr)',
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {accepted ? (
          <Alert
            severity="success"
            onClose={() => setAccepted(null)}
            slotProps={{ closeButton: { title: t('deposit.close'), 'aria-label': t('deposit.close') } }}
          >
            {t('deposit.success', { amount: formatWon(accepted.amount, i18n.language) })}
            {desktop ? (
              <>
                {' '}
                <Link component={RouterLink} to={HISTORY_PATH}>
                  {t('deposit.history')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <SchemaForm key={round} spec={spec} onSubmit={submit} onValuesChange={onValuesChange} showTitle={false} />
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <BonusPreview bonus={bonus} amount={amountOf(typed.amount)} taken={typed.bonusYn === 'Y'} />
        <DepositOverview info={info} />
        <AccountRequest />
      </Stack>
    </Box>
  );
}
