// Game money (what is still in the game vendors' wallets, read afresh when the panel shows:
// /api/cash/getUserCash) and the way to bring it back to cash before withdrawing: the global
// money-merge notice (docs/rules.md#routes modals, docs/rules.md#states), opened here in its ready state (the member confirms;
// /api/cash/outGameMoney). The notice itself, its four states and its messages are
// src/domain/money-merge/MoneyMergeDialog.tsx, shared with the game watcher.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatWon } from '@forms/rules/format';
import { useGameMoney } from '@/session/money';
import { moneyMerge } from '@/session/money-merge';
import { useUserCash } from '../api/user-cash';
import { Panel } from '@/kit/Panel';

export function GameMoneyMerge() {
  const { t, i18n } = useTranslation('money');
  const gameMoney = useGameMoney();
  useUserCash();
  if (gameMoney === null) return null;
  return (
    <Panel title={t('merge.title')}>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} data-testid="game-money">
        {formatWon(gameMoney, i18n.language)}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('merge.help')}
      </Typography>
      <Button variant="outlined" aria-haspopup="dialog" onClick={() => moneyMerge.open('withdrawal')} disabled={gameMoney <= 0}>
        {t('merge.open')}
      </Button>
    </Panel>
  );
}
