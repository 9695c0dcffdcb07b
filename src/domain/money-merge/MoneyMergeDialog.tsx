// The money-merge notice (docs/rules.md#routes modals, docs/rules.md#states, docs/rules.md#errors), one for the whole app, in its four states:
// ready (what will happen, confirm: the withdrawal panel's request), ing (moving, cannot be closed:
// the game watcher's request starts here), complete (the new held money; closes itself after
// 1.8 s), fail (C009 shows the server's own message, the game still being verified as ended, with a
// way to try again once C009_WAIT_S has passed, counted down on the button; anything else "conversion failed, contact customer centre").
// The watcher's merge is /api/member/changeMemCashFlag, the withdrawal panel's and the header's
// /api/cash/outGameMoney (the contract: both answer the new cash and game money). A success writes both to the session and
// reads the balance, the member and the member's cash again.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { useRetryWait } from '@/domain/betting/use-retry-wait';
import { MONEY_MERGE_CLOSE_MS } from '@/config/constants';
import { formatNumber, formatWon } from '@forms/rules/format';
import { useGameMoney } from '@/session/money';
import type { MergeRequest } from '@/session/money-merge';
import { session } from '@/session/session-store';
import { useMoneyMerge } from './api/money-merge';
import { useOutGameMoney } from './api/out-game-money';

/** C009 (the game not yet verified as ended): the merge may be tried again after this many seconds ("about 1 minute"). */
const C009_WAIT_S = 60;

type MergeState = { step: 'ready' } | { step: 'ing' } | { step: 'complete'; cash: number } | { step: 'fail'; message: string };

export function MoneyMergeDialog({ request, onClose }: { request: MergeRequest; onClose: () => void }) {
  const { t, i18n } = useTranslation(['money', 'api']);
  const lang = i18n.language;
  const gameMoney = useGameMoney() ?? 0;
  const afterGame = useMoneyMerge();
  const fromPanel = useOutGameMoney();
  const send = request.via === 'watcher' ? afterGame.send : fromPanel.send;
  // the withdrawal panel asks first; the watcher and the header's button (the member's one step) merge at once
  const atOnce = request.via !== 'withdrawal';
  const [state, setState] = useState<MergeState>(atOnce ? { step: 'ing' } : { step: 'ready' });
  const wait = useRetryWait();
  const startWait = wait.start;
  const titleId = useId();
  const bodyId = useId();

  const run = useCallback(async () => {
    setState({ step: 'ing' });
    try {
      const answer = await send({});
      session.setMerged(answer.cashAmt, answer.gameMoney ?? 0);
      setState({ step: 'complete', cash: answer.cashAmt });
    } catch (error) {
      const c009 = isApiError(error) && error.code === 'C009';
      if (c009) startWait(C009_WAIT_S);
      setState({ step: 'fail', message: c009 ? (error.serverMessage ?? t('api:C009')) : t('api:MONEY_MERGE_FAILED') });
    }
  }, [send, t, startWait]);

  // The watcher's and the header's requests merge at once (once per request, however often the effect runs).
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (!atOnce || started.current === request.seq) return;
    started.current = request.seq;
    void run();
  }, [atOnce, request, run]);

  useEffect(() => {
    if (state.step !== 'complete') return undefined;
    const timer = setTimeout(onClose, MONEY_MERGE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.step, onClose]);

  const close = () => {
    if (state.step !== 'ing') onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('merge.dialog')}</DialogTitle>
      <DialogContent id={bodyId}>
        {state.step === 'ready' ? <DialogContentText>{t('merge.ready', { amount: formatWon(gameMoney, lang) })}</DialogContentText> : null}
        {state.step === 'ing' ? (
          <DialogContentText component="div" sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
            <CircularProgress size={24} aria-hidden />
            {request.via === 'watcher' ? t('merge.afterGame') : t('merge.ing')}
          </DialogContentText>
        ) : null}
        {state.step === 'complete' ? (
          <DialogContentText role="status">{t('merge.complete', { cash: formatWon(state.cash, lang) })}</DialogContentText>
        ) : null}
        {state.step === 'fail' ? (
          <DialogContentText role="alert" color="error">
            {state.message}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        {state.step === 'ready' ? (
          <>
            <Button onClick={close}>{t('merge.cancel')}</Button>
            <Button variant="contained" onClick={() => void run()}>
              {t('merge.confirm')}
            </Button>
          </>
        ) : state.step === 'ing' ? null : (
          <>
            {state.step === 'fail' ? (
              <Button onClick={() => void run()} disabled={wait.waiting}>
                {wait.waiting ? t('merge.retryIn', { seconds: formatNumber(wait.remaining, lang) }) : t('merge.retry')}
              </Button>
            ) : null}
            <Button onClick={close}>{t('merge.close')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
