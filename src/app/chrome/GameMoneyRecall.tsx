// The header's game money (docs/rules.md#states, money merge): shown only while some is held (money a
// game's wallet still has, e.g. a game window closed without ending it), with the member's one step
// to bring it back to cash: the global money-merge notice merges at once (src/session/money-merge.ts,
// via 'header'). The figure is the session's (kept fresh by src/app/lifecycle/use-game-money.ts).
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatWon } from '@forms/rules/format';
import { useGameMoney } from '@/session/money';
import { moneyMerge } from '@/session/money-merge';

/** The button: "move to cash" beside the top bar's figure, or (compact, the phone's bar) the amount itself; named in full either way. */
export function GameMoneyRecall({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const gameMoney = useGameMoney() ?? 0;
  if (gameMoney <= 0) return null;
  const amount = formatWon(gameMoney, i18n.language);
  return (
    <Button
      size="small"
      variant="outlined"
      color="secondary"
      className={className}
      aria-label={t('member.recall', { amount })}
      onClick={() => moneyMerge.open('header')}
    >
      {compact ? amount : t('member.recallShort')}
    </Button>
  );
}
