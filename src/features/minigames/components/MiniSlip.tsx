// The mini-game slip: the picked option and its odds, the stake (quick amounts, max), the potential
// win and the level's limits, checked before sending; placing goes through the shared betting layer
// and each outcome is its own message (the stake is kept after a refusal). Nothing is sent while the
// round is closed, games are down (LOCK_BET_YN), a wait runs (B9999), or by a guest or a partner.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkStake, maxStake, potentialWin, toBetPayload, type StakeProblem } from '@forms/schemas/bet';
import { digitsValue } from '@forms/rules/amount';
import { useLayout } from '@/components/layout';
import { formatWon } from '@/lib/format';
import { BetOutcomeView, StakeInput, useBetLimit, usePlaceBet } from '@/resources/betting';
import type { MiniGameDescription, MiniOption } from '@/resources/betting/mini';
import { authDialogs } from '@/session/auth-dialog-store';
import { useMoney } from '@/session/balance';
import { useSession } from '@/session/use-session';
import { useOptionWords } from '../option-words';

/** Until the level's limits are read: any whole stake (the server still checks). */
const OPEN_LIMITS = { minBet: 1, maxBet: Number.MAX_SAFE_INTEGER, maxWin: Number.MAX_SAFE_INTEGER };

export interface MiniSlipProps {
  readonly game: MiniGameDescription;
  readonly round: number;
  readonly option: MiniOption | null;
  /** Why betting is off now (closed round, games down), or null. */
  readonly blocked: 'closed' | 'down' | null;
}

export function MiniSlip({ game, round, option, blocked }: MiniSlipProps) {
  const { t, i18n } = useTranslation('minigames');
  const lang = i18n.language;
  const words = useOptionWords();
  const layout = useLayout();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const isPartner = useSession((s) => s.member?.isPartnerMember === 'Y');
  const balance = useMoney()?.cash ?? null;
  const { limit, query: limitsQuery } = useBetLimit('mini');
  const limits = limit ?? OPEN_LIMITS;
  const bet = usePlaceBet();
  const [stake, setStake] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<'partner' | 'signIn' | null>(null);

  const odds = option?.odds ?? 1;
  const problem: StakeProblem | null = checkStake(stake, { ...limits, balance, odds });
  const shownProblem = problem !== null && (tried || stake !== '') ? problem : null;
  const amount = digitsValue(stake);
  const problemWords = (p: StakeProblem) =>
    t(`stake.${p}`, { amount: formatWon(p === 'min' ? limits.minBet : p === 'max' ? limits.maxBet : limits.maxWin, lang) });

  const submit = async () => {
    if (status !== 'member') {
      setRefusal('signIn');
      if (layout === 'mobile') void navigate('/login');
      else authDialogs.open('login');
      return;
    }
    if (isPartner) {
      setRefusal('partner');
      return;
    }
    setRefusal(null);
    setTried(true);
    if (!option || blocked || problem !== null) return;
    await bet.place(toBetPayload({ gameType: game.id, round, stake: amount, picks: [{ key: option.key, odds: option.odds }] }));
  };

  const disabled = blocked !== null || bet.pending || bet.waitSeconds > 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mini-slip" sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="mini-slip" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('slip.title')}
      </Typography>
      {blocked ? <Alert severity="warning">{t(blocked === 'down' ? 'slip.down' : 'slip.closed')}</Alert> : null}
      {refusal ? <Alert severity="error">{t(refusal === 'partner' ? 'slip.partner' : 'slip.signIn')}</Alert> : null}
      {option ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>
            {t('slip.pick')}:{' '}
            <strong>{`${t(`game.${game.id}`)} ${words.group(option.group ?? 'other')} ${words.option(option.key)}`}</strong>
          </span>
          <span>
            {t('slip.odds')} <strong>{option.odds.toFixed(2)}</strong>
          </span>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('slip.none')}</Typography>
      )}
      <StakeInput
        value={stake}
        onChange={setStake}
        max={maxStake(limits, balance)}
        error={shownProblem ? problemWords(shownProblem) : null}
        disabled={blocked !== null}
      />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, textAlign: 'right' } }}
      >
        <dt>{t('slip.potentialWin')}</dt>
        <dd>
          <strong>{formatWon(potentialWin(Number.isNaN(amount) ? 0 : amount, option ? odds : 0), lang)}</strong>
        </dd>
        {balance === null ? null : (
          <>
            <dt>{t('slip.balance')}</dt>
            <dd>{formatWon(balance, lang)}</dd>
          </>
        )}
        {limit ? (
          <>
            <dt>{t('slip.minBet')}</dt>
            <dd>{formatWon(limit.minBet, lang)}</dd>
            <dt>{t('slip.maxBet')}</dt>
            <dd>{formatWon(limit.maxBet, lang)}</dd>
            <dt>{t('slip.maxWin')}</dt>
            <dd>{formatWon(limit.maxWin, lang)}</dd>
          </>
        ) : limitsQuery.isPending ? (
          <>
            <dt>{t('slip.limitsLoading')}</dt>
            <dd>…</dd>
          </>
        ) : null}
      </Box>
      <Divider />
      {bet.outcome ? (
        <BetOutcomeView outcome={bet.outcome} waitSeconds={bet.waitSeconds} onDismiss={bet.dismiss} pickName={words.option} />
      ) : null}
      <Button variant="contained" size="large" disabled={disabled || !option} onClick={() => void submit()}>
        {bet.pending ? t('slip.placing') : t('slip.place')}
      </Button>
    </Paper>
  );
}
