// One limit: how much the window allows, used and left (until when the window runs), a pending
// raise or removal with when it applies and a cancel, and the removal itself (it waits 24 hours,
// as a raise does). Each action asks first (the kit's confirmation: pending, its own error).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMessage } from '@/i18n/use-api-message';
import { ConfirmDialog } from '@forms/renderer/ConfirmDialog';
import { formatServerTime } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import type { Limit } from './api/member-limits';
import { useLimitCancel } from './api/limit-cancel';
import { useLimitSave } from './api/limit-save';
import { limitAmount, limitName } from './limit-text';

type Asking = 'remove' | 'cancel' | null;

export function LimitCard({ limit }: { limit: Limit }) {
  const { t, i18n } = useTranslation('safety');
  const { t: tKit } = useTranslation('resources');
  const failureText = useApiMessage();
  const lang = i18n.language;
  const id = useId();
  const save = useLimitSave();
  const cancel = useLimitCancel();
  const [asking, setAsking] = useState<Asking>(null);
  const name = limitName(t, limit);
  const which = { kind: limit.kind, period: limit.period };
  return (
    <Box component="section" aria-labelledby={id} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography variant="h6" component="p">
          {limitAmount(t, limit.amount, lang)}
        </Typography>
        {limit.amount !== null ? (
          <Typography variant="body2" color="text.secondary">
            {t('limit.usage', {
              used: formatWon(limit.used, lang),
              left: formatWon(limit.left ?? 0, lang),
              end: formatServerTime(limit.windowEnd, lang),
            })}
          </Typography>
        ) : null}
        {limit.pending ? (
          <Typography variant="body2" role="status">
            {t('limit.pending', {
              amount: limitAmount(t, limit.pending.amount, lang),
              at: formatServerTime(limit.pending.effectiveAt, lang),
            })}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {limit.pending ? (
            <Button size="small" variant="outlined" onClick={() => setAsking('cancel')} aria-label={t('limit.cancelFor', { name })}>
              {t('limit.cancel')}
            </Button>
          ) : null}
          {limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
            <Button size="small" color="error" onClick={() => setAsking('remove')} aria-label={t('limit.removeFor', { name })}>
              {t('limit.remove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking === 'remove'}
        title={t('limit.removeTitle', { name })}
        text={t('limit.removeText')}
        ok={t('limit.remove')}
        cancel={tKit('confirm.cancel')}
        run={() => save.send({ ...which, amount: null })}
        failureText={failureText}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('limit.cancelTitle', { name })}
        text={t('limit.cancelText')}
        ok={t('limit.cancel')}
        cancel={tKit('confirm.cancel')}
        tone="plain"
        run={() => cancel.send(which)}
        failureText={failureText}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
