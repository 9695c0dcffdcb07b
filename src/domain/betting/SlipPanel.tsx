// The frame every bet slip shares (sports and mini games): its title, the picks (the caller's), the
// stake (quick amounts, max), the potential win, the cash held, the level's limits and the member's own
// (a stake limit's left, a loss limit reached), checked before sending; placing goes through usePlaceBet (once however often it is tapped) and each outcome is its
// own message, the stake kept after a refusal; after an accepted bet no stale stake problem is said
// (the slip starts again). The member's odds-change setting is under every slip: the bet carries it,
// and a price move (the server's "odds changed" answer) is applied to the caller's picks by it
// (onOutcome); a new price that waits for the member is accepted with one tap here. Nothing is sent
// while betting is off (the caller's reason: a closed round, games down, a held market; a price to
// accept), during a wait (B9999), or by a guest (the login dialog, or /login on a phone) or a partner.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkStake, maxStake, potentialWin, type OddsPolicy, type StakeProblem, type toBetPayload } from '@forms/schemas/bet';
import { digitsValue } from '@forms/rules/amount';
import { useMemberLimits } from '@/api/reads';
import { useLayout } from '@forms/renderer/layout-context';
import { formatWon } from '@forms/rules/format';
import { authDialogs, type LoginReason } from '@/session/auth-dialog-store';
import { useMoney } from '@/session/money';
import { useSession } from '@/session/use-session';
import { leftUnder } from '../limits/left-under';
import { useBetLimit, type LimitKind } from './api/bet-limits';
import { BetOutcomeView } from './BetOutcomeView';
import type { PickRef } from './odds-change';
import { useOddsPolicy } from './odds-policy';
import { OddsPolicySetting } from './OddsPolicySetting';
import { StakeInput } from './StakeInput';
import { usePlaceBet, type BetOutcome } from './use-place-bet';

/** Until the level's limits are read: any whole stake (the server still checks). */
const OPEN_LIMITS = { minBet: 1, maxBet: Number.MAX_SAFE_INTEGER, maxWin: Number.MAX_SAFE_INTEGER };

export interface SlipPanelProps {
  /** Whose limits apply (sports and e-sports: sport; every mini game: mini). */
  readonly kind: LimitKind;
  /** The slip's heading id (the section is labelled by it). */
  readonly titleId: string;
  /** The (combined) odds of the picks; 0 with none. */
  readonly odds: number;
  /** Why betting is off now, in words (shown, and the button disabled), or null. */
  readonly blocked: string | null;
  /** The stake as typed (kept by the caller: a sports slip keeps it across a reload). */
  readonly stake: string;
  readonly onStake: (stake: string) => void;
  /** The bet to send for a stake in won with the member's odds-change setting, or null when there is nothing to bet on. */
  readonly payload: (stake: number, policy: OddsPolicy) => ReturnType<typeof toBetPayload> | null;
  /** A pick's words (for the odds-change answer). */
  readonly pickName: (pick: PickRef) => string;
  /** Told of each outcome with the bet sent (its oddsPolicy: the setting a price move is applied by). */
  readonly onOutcome?: (outcome: BetOutcome, sent: ReturnType<typeof toBetPayload>) => void;
  /** A new price waits for the member (placing is off until it is accepted). */
  readonly waiting?: boolean;
  /** The member accepts every waiting price (one tap). */
  readonly onAcceptNew?: () => void;
  /** The picks, shown between the title and the stake. */
  readonly children: ReactNode;
  /** Drawn without its own frame (inside a phone's bottom sheet). */
  readonly bare?: boolean;
  /** What the slip bets on now (a mini game's round): when it changes, the last placement's note clears. */
  readonly resetKey?: string | number;
}

export function SlipPanel(props: SlipPanelProps) {
  const { kind, titleId, odds, stake, onStake, payload, pickName, onOutcome, onAcceptNew, children, bare = false } = props;
  const waiting = props.waiting === true;
  const { t, i18n } = useTranslation('slip');
  const blocked = props.blocked ?? (waiting ? t('acceptFirst') : null);
  const policy = useOddsPolicy();
  const lang = i18n.language;
  const layout = useLayout();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const isPartner = useSession((s) => s.member?.isPartnerMember === 'Y');
  const balance = useMoney()?.cash ?? null;
  const { limit, query: limitsQuery } = useBetLimit(kind);
  const limits = limit ?? OPEN_LIMITS;
  // the member's own limits (safer gambling): the stake limit's left, and a loss limit used up
  const own = useMemberLimits({ enabled: status === 'member', staleTime: 0 }).data?.limits;
  const stakeLimit = leftUnder(own, 'stake');
  const lossLimit = leftUnder(own, 'loss');
  const stakeLeft = stakeLimit?.left ?? null;
  const lossReached = lossLimit !== null && lossLimit.left === 0;
  const bet = usePlaceBet();
  const { dismiss } = bet;
  const placedFor = useRef(props.resetKey);
  useEffect(() => {
    if (placedFor.current === props.resetKey) return;
    placedFor.current = props.resetKey;
    dismiss();
  }, [props.resetKey, dismiss]);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<'partner' | 'signIn' | null>(null);

  const problem: StakeProblem | null = checkStake(stake, { ...limits, balance, odds: Math.max(odds, 1), stakeLeft, lossReached });
  const shownProblem = problem !== null && (tried || stake !== '') ? problem : null;
  const amount = digitsValue(stake);
  const problemAmount = (p: StakeProblem) =>
    p === 'min' ? limits.minBet : p === 'max' ? limits.maxBet : p === 'stakeLimit' ? (stakeLeft ?? 0) : limits.maxWin;
  const problemWords = (p: StakeProblem) =>
    t(`problem.${p}`, {
      amount: formatWon(problemAmount(p), lang),
      period: t(`period.${(p === 'lossLimit' ? lossLimit : stakeLimit)?.period ?? 'day'}`),
    });

  const submit = async () => {
    if (status !== 'member') {
      setRefusal('signIn');
      // the login says why it is asked for (docs/rules.md#roles: playing needs signing in), as a game's launch does
      if (layout === 'mobile') void navigate('/login', { state: { reason: 'game' satisfies LoginReason } });
      else authDialogs.open('login', 'game');
      return;
    }
    if (isPartner) {
      setRefusal('partner');
      return;
    }
    setRefusal(null);
    setTried(true);
    const body = payload(amount, policy);
    if (!body || blocked || problem !== null) return;
    const outcome = await bet.place(body);
    if (!outcome) return;
    // accepted: the slip starts again, so no problem is said about a stake nobody has typed yet
    if (outcome.kind === 'accepted') setTried(false);
    onOutcome?.(outcome, body);
  };

  const acceptNew = () => {
    onAcceptNew?.();
    if (bet.outcome?.kind === 'oddsChanged') bet.dismiss();
  };

  const hasPicks = odds > 0;
  const disabled = blocked !== null || bet.pending || bet.waitSeconds > 0;
  return (
    <Paper
      variant={bare ? 'elevation' : 'outlined'}
      elevation={0}
      component="section"
      aria-labelledby={titleId}
      sx={{ p: bare ? 0 : 2, display: 'grid', gap: 1.5, minWidth: 0, bgcolor: bare ? 'transparent' : undefined }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {blocked ? <Alert severity="warning">{blocked}</Alert> : null}
      {refusal ? <Alert severity="error">{t(refusal === 'partner' ? 'partner' : 'signIn')}</Alert> : null}
      {children}
      {waiting ? (
        <Button variant="outlined" color="warning" onClick={acceptNew}>
          {t('acceptNew')}
        </Button>
      ) : null}
      <StakeInput
        value={stake}
        onChange={onStake}
        max={maxStake(limits, balance, stakeLeft)}
        error={shownProblem ? problemWords(shownProblem) : null}
        disabled={blocked !== null}
      />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, textAlign: 'right' } }}
      >
        <dt>{t('potentialWin')}</dt>
        <dd>
          <strong>{formatWon(potentialWin(Number.isNaN(amount) ? 0 : amount, hasPicks ? odds : 0), lang)}</strong>
        </dd>
        {balance === null ? null : (
          <>
            <dt>{t('balance')}</dt>
            <dd>{formatWon(balance, lang)}</dd>
          </>
        )}
        {stakeLimit ? (
          <>
            <dt>{t('stakeLeft', { period: t(`period.${stakeLimit.period}`) })}</dt>
            <dd>{formatWon(stakeLimit.left, lang)}</dd>
          </>
        ) : null}
        {limit ? (
          <>
            <dt>{t('minBet')}</dt>
            <dd>{formatWon(limit.minBet, lang)}</dd>
            <dt>{t('maxBet')}</dt>
            <dd>{formatWon(limit.maxBet, lang)}</dd>
            <dt>{t('maxWin')}</dt>
            <dd>{formatWon(limit.maxWin, lang)}</dd>
          </>
        ) : limitsQuery.isPending ? (
          <>
            <dt>{t('limitsLoading')}</dt>
            <dd>…</dd>
          </>
        ) : null}
      </Box>
      <OddsPolicySetting />
      <Divider />
      {bet.outcome ? (
        <BetOutcomeView outcome={bet.outcome} waitSeconds={bet.waitSeconds} onDismiss={bet.dismiss} pickName={pickName} />
      ) : null}
      <Button variant="contained" size="large" disabled={disabled || !hasPicks} onClick={() => void submit()}>
        {bet.pending ? t('placing') : t('place')}
      </Button>
    </Paper>
  );
}
