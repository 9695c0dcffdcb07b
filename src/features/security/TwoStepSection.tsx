// Two-step verification (TOTP, inferred), optional: whether it is on (and how many recovery codes are
// left) as the server reads it; off → "turn on" starts an enrolment (TotpEnrolment) → the recovery
// codes shown once (RecoveryCodes) → on. On → "turn off" asks for a code from the app or a recovery
// code; "set up another app" asks for the same before the new enrolment starts (the server wants
// proof: docs/rules.md#two-step-verification). Every refusal is said in the member's words
// (api.<code>, with the end of a lockout for LX12: apiMessage), above the form unless it concerns
// the code field; each call is sent once.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { totpDisableForm, totpReEnrolForm } from '@forms/schemas/totp';
import { apiMessage } from '@/i18n/api-message';
import { DoneNote } from '@/kit/DoneNote';
import { HelpedSection } from '@/kit/HelpedSection';
import { QueryState } from '@/kit/QueryState';
import { useSecurityState } from './api/member-security';
import { useTotpDisable, useTotpStart, type TotpEnrolment as Enrolment } from './api/totp';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: readonly string[] }
  | { kind: 'disabling' }
  | { kind: 'reEnrolling' };

export function TwoStepSection() {
  const { t } = useTranslation('security');
  const { t: tApi } = useTranslation(['common', 'api']);
  const state = useSecurityState();
  const start = useTotpStart();
  const disable = useTotpDisable();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [done, setDone] = useState<'on' | 'off' | null>(null);
  const [startError, setStartError] = useState<unknown>(null);
  // what appears after a step takes the focus (the button that led there is gone)
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done !== null || step.kind === 'disabling' || step.kind === 'reEnrolling') shown.current?.focus();
  }, [done, step.kind]);

  /** A step that starts afresh: the last outcome and refusal are cleared. */
  const openStep = (next: Step) => {
    setDone(null);
    setStartError(null);
    setStep(next);
  };
  const begin = () => {
    setDone(null);
    setStartError(null);
    start.send({}).then(
      (enrolment) => setStep({ kind: 'enrolling', enrolment }),
      (error: unknown) => setStartError(error),
    );
  };

  const body = (on: boolean, left: number) => {
    if (step.kind === 'enrolling')
      return (
        <TotpEnrolment
          enrolment={step.enrolment}
          onConfirmed={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      );
    if (step.kind === 'codes')
      return (
        <RecoveryCodes
          codes={step.codes}
          onSaved={() => {
            setStep({ kind: 'idle' });
            setDone('on');
          }}
        />
      );
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{t('twoStep.state')}</Typography>
          <Chip size="small" color={on ? 'success' : 'default'} label={on ? t('twoStep.on') : t('twoStep.off')} />
        </Stack>
        {on ? <Typography variant="body2">{t('twoStep.codesLeft', { count: left })}</Typography> : null}
        {done ? (
          <Box ref={shown} tabIndex={-1}>
            <DoneNote closeLabel={t('twoStep.close')} onClose={() => setDone(null)}>
              {done === 'on' ? t('twoStep.doneOn') : t('twoStep.doneOff')}
            </DoneNote>
          </Box>
        ) : null}
        {startError ? <Alert severity="error">{apiMessage(tApi, startError)}</Alert> : null}
        {on && (step.kind === 'disabling' || step.kind === 'reEnrolling') ? (
          <Stack spacing={1}>
            <Typography ref={shown} tabIndex={-1}>
              {t(step.kind === 'disabling' ? 'twoStep.disableAsk' : 'twoStep.replaceAsk')}
            </Typography>
            <SchemaForm
              key={step.kind}
              spec={step.kind === 'disabling' ? totpDisableForm : totpReEnrolForm}
              showTitle={false}
              onSubmit={async (values) => {
                setStartError(null);
                if (step.kind === 'reEnrolling') {
                  setStep({ kind: 'enrolling', enrolment: await start.send(values) });
                  return;
                }
                await disable.send(values);
                setStep({ kind: 'idle' });
                setDone('off');
              }}
              onServerError={setStartError}
            />
            <Box>
              <Button onClick={() => setStep({ kind: 'idle' })} disabled={disable.isPending || start.isPending}>
                {t('twoStep.cancel')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Box>
            {on ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button variant="outlined" color="error" onClick={() => openStep({ kind: 'disabling' })}>
                  {t('twoStep.turnOff')}
                </Button>
                <Button variant="outlined" onClick={() => openStep({ kind: 'reEnrolling' })}>
                  {t('twoStep.replace')}
                </Button>
              </Stack>
            ) : (
              <Button variant="contained" onClick={begin} disabled={start.isPending}>
                {t('twoStep.turnOn')}
              </Button>
            )}
          </Box>
        )}
      </Stack>
    );
  };

  return (
    <HelpedSection title={t('twoStep.title')} help={t('twoStep.help')}>
      <QueryState query={state} loadingLabel={t('twoStep.loading')}>
        {(data) => body(data.totpEnabled, data.recoveryCodesLeft)}
      </QueryState>
    </HelpedSection>
  );
}
