// The reality check: every so many minutes after login a reminder shows the time logged in, the
// amount bet and the net result, with "keep playing", "my bet history" and "log out". Off, or 15 to
// 120 minutes; saved at once (one request however often it is tapped).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '@/i18n/api-message';
import type { LimitsData } from './api/member-limits';
import { useRealityCheckSave } from './api/reality-check';
import { HelpedSection } from '@/kit/HelpedSection';

type Minutes = LimitsData['realityCheckMinutes'];
const CHOICES: readonly Minutes[] = [0, 15, 30, 60, 90, 120];

export function RealityCheckSection({ minutes }: { minutes: Minutes }) {
  const { t } = useTranslation('safety');
  const { t: tApi } = useTranslation(['common', 'api']);
  const save = useRealityCheckSave();
  const [chosen, setChosen] = useState<Minutes>(minutes);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const submit = () => {
    setOutcome(null);
    save.send({ minutes: chosen }).then(
      () => setOutcome({ ok: true }),
      (error: unknown) => setOutcome({ ok: false, error }),
    );
  };
  const label = (m: Minutes) => (m === 0 ? t('reality.off') : t('reality.every', { count: m }));
  return (
    <HelpedSection title={t('reality.title')} help={t('reality.help')} narrow>
      {outcome?.ok ? <Alert severity="success">{t('reality.saved', { choice: label(chosen) })}</Alert> : null}
      {outcome && !outcome.ok ? <Alert severity="error">{apiMessage(tApi, outcome.error)}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={t('reality.label')}
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value) as Minutes)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          {CHOICES.map((m) => (
            <option key={m} value={m}>
              {label(m)}
            </option>
          ))}
        </TextField>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('reality.save')}
        </Button>
      </Stack>
    </HelpedSection>
  );
}
