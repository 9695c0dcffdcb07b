// What a member reads before typing a money request (deposit, withdrawal): held money, then the
// request's rules as a list of terms and values. Shared by the deposit and withdrawal screens.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TermGrid } from '@/kit/TermGrid';
import { formatWon } from '@forms/rules/format';
import { useMoney } from '@/session/money';
import { Panel } from '@/kit/Panel';

export interface MoneyOverviewProps {
  /** The panel's heading, over held money ("보유머니"). */
  readonly heldLabel: string;
  /** The heading over the rules. */
  readonly rulesTitle: string;
  /** Each rule as [term, value], values already formatted. */
  readonly rows: readonly (readonly [string, string])[];
}

export function MoneyOverview({ heldLabel, rulesTitle, rows }: MoneyOverviewProps) {
  const { i18n } = useTranslation();
  const money = useMoney();
  return (
    <Panel title={heldLabel}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 2 }} data-testid="held-money">
        {money ? formatWon(money.cash, i18n.language) : '-'}
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {rulesTitle}
      </Typography>
      <TermGrid rows={rows} columns="auto 1fr" sx={{ mt: 1 }} />
    </Panel>
  );
}
