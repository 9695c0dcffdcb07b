// Turning two-step verification on: the new secret's QR code for the authenticator app, the same key
// as text in groups of four for typing by hand (copyable), then the six digits the app shows, checked
// before sending (forms/schemas/totp.ts) and sent once; a wrong code (LX11) is said under it, any
// other refusal above the form. Cancel leaves it off (the secret waits unused until the next start).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { totpConfirmForm } from '@forms/schemas/totp';
import { useTotpConfirm, type TotpEnrolment as Enrolment } from './api/totp';
import { groupSecret } from './group-secret';
import { TotpQrCode } from './TotpQrCode';
import { useCopy } from '@/components/use-copy';

export interface TotpEnrolmentProps {
  readonly enrolment: Enrolment;
  /** On: the recovery codes the answer carries (shown once). */
  readonly onConfirmed: (recoveryCodes: readonly string[]) => void;
  readonly onCancel: () => void;
}

export function TotpEnrolment({ enrolment, onConfirmed, onCancel }: TotpEnrolmentProps) {
  const { t } = useTranslation('security');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirm = useTotpConfirm();
  const [copied, copy] = useCopy();
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack component="section" aria-labelledby={id} spacing={2} sx={{ minWidth: 0 }}>
      <Typography id={id} ref={heading} tabIndex={-1} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('twoStep.enrol.title')}
      </Typography>
      <Typography>{t('twoStep.enrol.scan')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0 }}>
        <TotpQrCode uri={enrolment.otpauthUrl} alt={t('twoStep.enrol.qrAlt')} loadingLabel={t('twoStep.enrol.qrLoading')} />
        <Box sx={{ minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
          <TextField
            label={t('twoStep.enrol.key')}
            value={groupSecret(enrolment.secret)}
            multiline
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace', fontSize: '1.15rem' } } }}
            sx={{ mb: 1, minWidth: { sm: 280 } }}
          />
          <Button variant="outlined" size="small" onClick={() => copy(enrolment.secret)}>
            {t('twoStep.enrol.copy')}
          </Button>
          <Typography component="p" variant="body2" role="status" sx={{ mt: 0.5, minHeight: '1.5em' }}>
            {copied === 'yes' ? t('twoStep.copied') : copied === 'no' ? t('twoStep.copyFailed') : ''}
          </Typography>
        </Box>
      </Stack>
      <Typography>{t('twoStep.enrol.type')}</Typography>
      <SchemaForm
        spec={totpConfirmForm}
        showTitle={false}
        onSubmit={async (body) => {
          const answer = await confirm.send(body);
          onConfirmed(answer.recoveryCodes);
        }}
      />
      <Box>
        <Button onClick={onCancel} disabled={confirm.isPending}>
          {t('twoStep.cancel')}
        </Button>
      </Box>
    </Stack>
  );
}
