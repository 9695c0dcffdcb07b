// Game money (what is still in the game vendors' wallets) and the way to bring it back to cash before
// withdrawing: the money-merge notice (SPEC §4) in its four states - ready (what will happen, confirm),
// ing (moving, cannot be closed), complete (the new held money; closes itself after 1.8 s), fail
// (C009 shows the server's own message: the game is still being verified as ended; anything else
// "conversion failed, contact customer centre").
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { MONEY_MERGE_CLOSE_MS } from '@/config/constants';
import { formatWon } from '@/lib/format';
import { useGameMoney } from '@/session/balance';
import { session } from '@/session/session-store';
import { useGameMoneyToCash } from '../api/game-money';

type MergeState =
  { step: 'closed' } | { step: 'ready' } | { step: 'ing' } | { step: 'complete'; cash: number } | { step: 'fail'; message: string };

export function GameMoneyMerge() {
  const { t, i18n } = useTranslation(['money', 'api']);
  const lang = i18n.language;
  const gameMoney = useGameMoney();
  const merge = useGameMoneyToCash();
  const [state, setState] = useState<MergeState>({ step: 'closed' });
  const id = useId();

  useEffect(() => {
    if (state.step !== 'complete') return undefined;
    const timer = setTimeout(() => setState({ step: 'closed' }), MONEY_MERGE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  if (gameMoney === null) return null;

  const run = async () => {
    setState({ step: 'ing' });
    try {
      const answer = await merge.send({});
      session.setMerged(answer.cashAmt, answer.gameMoney ?? 0);
      setState({ step: 'complete', cash: answer.cashAmt });
    } catch (error) {
      const serverSays = isApiError(error) && error.code === 'C009' ? error.serverMessage : undefined;
      setState({ step: 'fail', message: serverSays ?? t('api:MONEY_MERGE_FAILED') });
    }
  };
  const close = () => {
    if (state.step !== 'ing') setState({ step: 'closed' });
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 2 }}>
      <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('merge.title')}
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} data-testid="game-money">
        {formatWon(gameMoney, lang)}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('merge.help')}
      </Typography>
      <Button variant="outlined" onClick={() => setState({ step: 'ready' })} disabled={gameMoney <= 0}>
        {t('merge.open')}
      </Button>
      <Dialog open={state.step !== 'closed'} onClose={close} aria-labelledby={`${id}-dialog`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${id}-dialog`}>{t('merge.dialog')}</DialogTitle>
        <DialogContent>
          {state.step === 'ready' ? (
            <DialogContentText>{t('merge.ready', { amount: formatWon(gameMoney, lang) })}</DialogContentText>
          ) : null}
          {state.step === 'ing' ? (
            <DialogContentText component="div" sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
              <CircularProgress size={24} aria-hidden />
              {t('merge.ing')}
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
            <Button onClick={close}>{t('merge.close')}</Button>
          )}
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
