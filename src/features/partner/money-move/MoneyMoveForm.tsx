// Move money between two sub-members (docs/rules.md#routes, docs/rules.md#validation): from whom, to whom (the partner's sub-members, by
// nickname and id), how much (not above what the sending member holds, the sub-member list's figure:
// refused before the confirmation), a note; confirmed with both nicknames, the amount and the type, sent
// once. Each refusal (C301 no permission, C302 not a sub-member, C303 amount, C601 no amount,
// C999/T999 already processed, E001/E002, NT99/TE99) is its own message, under the field it concerns
// or above the form, with what was typed kept; a lost answer (the outcome unknown) links the history
// below. The sub-members are read first (spinner, error with
// retry, none yet said so).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestForm } from '@/kit/RequestForm';
import { useFormRounds } from '@/kit/use-form-rounds';
import { QueryError } from '@/components/QueryError';
import { HISTORY_PATHS } from '@/config/history-paths';
import { formatWon } from '@forms/rules/format';
import { moneyMoveForm, type MoneyMoveOutput } from '@forms/schemas/money-move';
import { moneyById } from '@forms/schemas/money-transfer';
import { useSubMemberList } from '../api/partner-members';
import { Loading } from '../status/Loading';
import { useMoneyMove } from '../api/partner-money-move';

/** `showTitle` false: the page's own title says what the form is (the form keeps its name). */
export function MoneyMoveForm({ showTitle = true }: { readonly showTitle?: boolean } = {}) {
  const { t, i18n } = useTranslation('partner');
  const members = useSubMemberList();
  const move = useMoneyMove();
  const list = useMemo(() => members.data?.list ?? [], [members.data]);
  const spec = useMemo(() => moneyMoveForm({ memberMoney: moneyById(list) }), [list]);
  const context = useMemo(() => {
    const options = list.map((m) => ({ value: m.memId, label: `${m.memNick} (${m.memId})` }));
    return { options: { fromId: options, toId: options } };
  }, [list]);
  const rounds = useFormRounds<MoneyMoveOutput>(move.send);

  if (members.isError) return <QueryError error={members.error} onRetry={() => void members.refetch()} />;
  if (members.isPending) return <Loading label={t('moneyMove.loading')} />;
  if (list.length < 2) return <Alert severity="info">{t('moneyMove.noMembers')}</Alert>;

  const nickOf = (memId: string) => list.find((m) => m.memId === memId)?.memNick ?? memId;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <RequestForm
        rounds={rounds}
        spec={spec}
        context={context}
        showTitle={showTitle}
        history={{ paths: HISTORY_PATHS.move, label: t('moneyMove.historyLink') }}
        close={t('give.close')}
      >
        {(done) => t('moneyMove.done', { from: nickOf(done.fromId), to: nickOf(done.toId), amount: formatWon(done.amount, i18n.language) })}
      </RequestForm>
    </Stack>
  );
}
