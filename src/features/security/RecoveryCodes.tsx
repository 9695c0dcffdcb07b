// The recovery codes, shown once right after two-step verification is turned on: a list, copied or
// downloaded as a .txt file, and "I have saved them" to finish (after which they are never shown
// again). The heading takes the focus when it appears, so a screen reader starts here.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText, recoveryText } from './recovery-file';
import { useCopy } from '@/components/use-copy';

export interface RecoveryCodesProps {
  readonly codes: readonly string[];
  readonly onSaved: () => void;
}

export function RecoveryCodes({ codes, onSaved }: RecoveryCodesProps) {
  const { t } = useTranslation('security');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, copy] = useCopy();
  useEffect(() => heading.current?.focus(), []);
  const text = recoveryText(t('twoStep.recovery.fileHeading'), codes);
  return (
    <Stack component="section" aria-labelledby={id} spacing={2} sx={{ minWidth: 0 }}>
      <Typography id={id} ref={heading} tabIndex={-1} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('twoStep.recovery.title')}
      </Typography>
      <Alert severity="warning">{t('twoStep.recovery.help')}</Alert>
      <Box
        component="ol"
        aria-label={t('twoStep.recovery.listLabel')}
        sx={{
          m: 0,
          pl: 4,
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, max-content)' },
          columnGap: 6,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => copy(codes.join('\n'))}>
          {t('twoStep.recovery.copy')}
        </Button>
        <Button variant="outlined" onClick={() => downloadText('recovery-codes.txt', text)}>
          {t('twoStep.recovery.download')}
        </Button>
      </Stack>
      <Typography component="p" variant="body2" role="status" sx={{ minHeight: '1.5em' }}>
        {copied === 'yes' ? t('twoStep.copied') : copied === 'no' ? t('twoStep.copyFailed') : ''}
      </Typography>
      <Box>
        <Button variant="contained" onClick={onSaved}>
          {t('twoStep.recovery.saved')}
        </Button>
      </Box>
    </Stack>
  );
}
