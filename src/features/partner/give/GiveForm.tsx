// Give money to a sub-member or take it back: whom (the partner's sub-members, by nickname and id),
// give or take back, how much, a note; confirmed with the nickname, the amount and the type (docs/rules.md#validation),
// sent once. A give above the partner's held money, or a take-back above what the sub-member holds
// (the sub-member list's figure), is refused before the confirmation. The outcome names the member; each refusal (C301-C303 giving, C401-C403 taking back,
// C601/C701 no amount, C999/T999 already processed) is its own message, under the field it concerns
// or above the form, with what was typed kept; a lost answer (the outcome unknown) links the history below.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestForm } from '@/kit/RequestForm';
import { useFormRounds } from '@/kit/use-form-rounds';
import type { components } from '@/api/generated/schema';
import { HISTORY_PATHS } from '@/config/history-paths';
import { formatWon } from '@forms/rules/format';
import { useMoney } from '@/session/money';
import { moneyById, moneyTransferForm, type MoneyTransferOutput } from '@forms/schemas/money-transfer';
import { useMoneyTransfer } from '../api/partner-money-transfer';

type SubMember = components['schemas']['PartnerMemberListData']['list'][number];

export function GiveForm({ members }: { readonly members: readonly SubMember[] }) {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const money = useMoney();
  const held = money?.cash;
  const spec = useMemo(() => moneyTransferForm({ heldMoney: held, memberMoney: moneyById(members) }), [held, members]);
  const context = useMemo(
    () => ({ options: { targetId: members.map((m) => ({ value: m.memId, label: `${m.memNick} (${m.memId})` })) } }),
    [members],
  );
  const transfer = useMoneyTransfer();
  const rounds = useFormRounds<MoneyTransferOutput>(transfer.send);
  const history = { paths: HISTORY_PATHS.give, label: t('give.historyLink') };
  const nickOf = (memId: string) => members.find((m) => m.memId === memId)?.memNick ?? memId;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="p" variant="body2" color="text.secondary">
          {t('give.held')}
        </Typography>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} data-testid="held-money">
          {money ? formatWon(money.cash, lang) : '-'}
        </Typography>
      </Paper>
      <RequestForm rounds={rounds} spec={spec} context={context} history={history} close={t('give.close')}>
        {(done) => t(`give.done.${done.type}`, { nick: nickOf(done.targetId), amount: formatWon(done.amount, lang) })}
      </RequestForm>
    </Stack>
  );
}
