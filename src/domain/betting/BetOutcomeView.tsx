// What a placement tells the member: accepted (its number and potential win), odds changed (what
// moved, up or down; odds with two decimals), or a code's own message with the wait before another try (B9999: 30 s).
// A bet whose answer was lost may have been placed: the member is sent to the betting history, not
// invited to bet again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { HistoryLink } from '@/kit/HistoryLink';
import { useLayout } from '@forms/renderer/layout-context';
import { HISTORY_PATHS } from '@/config/history-paths';
import ui from '@/components/ui/ui.module.css';
import { formatOdds } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import type { PickRef } from './odds-change';
import type { BetOutcome } from './use-place-bet';

export interface BetOutcomeViewProps {
  readonly outcome: BetOutcome;
  /** Seconds before another try (the countdown of B9999 and the like). */
  readonly waitSeconds: number;
  readonly onDismiss: () => void;
  /** A pick's words (a mini-game option, a sports market). */
  readonly pickName: (pick: PickRef) => string;
}

export function BetOutcomeView({ outcome, waitSeconds, onDismiss, pickName }: BetOutcomeViewProps) {
  const { t, i18n } = useTranslation(['slip', 'api']);
  const layout = useLayout();
  const action = (
    <Button color="inherit" size="small" onClick={onDismiss}>
      {t('slip:dismiss')}
    </Button>
  );
  switch (outcome.kind) {
    case 'accepted':
      return (
        <Alert severity="success" action={action}>
          {t('slip:accepted', {
            betIdx: outcome.data.betIdx ?? '-',
            win: formatWon(outcome.data.potentialWin ?? 0, i18n.language),
          })}
        </Alert>
      );
    case 'oddsChanged':
      return (
        <Alert severity="warning" action={action}>
          {t('slip:oddsChanged')}
          <ul>
            {outcome.moves.map((m) => (
              <li key={`${m.fixtureId ?? ''}${m.marketId ?? ''}${m.key}`}>
                {t('slip:moved', { pick: pickName(m), odds: formatOdds(m.odds), newOdds: formatOdds(m.newOdds) })}
                <span aria-hidden="true">{m.direction === 'up' ? ' ▲' : ' ▼'}</span>
                <span className={ui.visuallyHidden}>{` (${t(m.direction === 'up' ? 'slip:rise' : 'slip:fall')})`}</span>
              </li>
            ))}
          </ul>
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" action={action} role="alert">
          {t(`api:${outcome.failure.code}`)}
          {outcome.failure.code === 'RESPONSE_UNKNOWN_OUTCOME' ? (
            <>
              {' '}
              <HistoryLink to={HISTORY_PATHS.bet[layout]} label={t('slip:history')} />
            </>
          ) : null}
          {waitSeconds > 0 ? (
            <>
              {' '}
              <strong>{t('slip:retryIn', { count: waitSeconds })}</strong>
            </>
          ) : null}
        </Alert>
      );
  }
}
