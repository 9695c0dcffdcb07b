// The member's limits (deposit, loss, bet; day, week, month), each with what its window used, and
// the form that sets one. Lowering a limit, or setting a first one, applies at once; raising or
// removing one waits 24 hours (the answer says which, and the card shows when).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DoneNote } from '@/kit/DoneNote';
import { formatServerTime } from '@/lib/format';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { limitForm, type LimitOutput } from '@forms/schemas/limit';
import type { Limit } from './api/member-limits';
import { useLimitSave } from './api/limit-save';
import { LimitCard } from './LimitCard';
import { HelpedSection } from '@/kit/HelpedSection';
import { limitAmount, limitName } from './limit-text';

export function LimitsSection({ limits }: { limits: readonly Limit[] }) {
  const { t, i18n } = useTranslation('safety');
  const save = useLimitSave();
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<{ applied: boolean; limit: Limit } | null>(null);
  const submit = async (values: LimitOutput) => {
    setSaved(null);
    setSaved(await save.send(values));
    setRound((n) => n + 1);
  };
  const lang = i18n.language;
  return (
    <HelpedSection title={t('limits.title')} help={t('limits.help')}>
      {limits.length === 0 ? (
        <Typography>{t('limits.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
          {limits.map((limit) => (
            <LimitCard key={`${limit.kind}-${limit.period}`} limit={limit} />
          ))}
        </Box>
      )}
      {saved ? (
        <DoneNote closeLabel={t('close')} onClose={() => setSaved(null)}>
          {saved.applied
            ? t('limits.applied', { name: limitName(t, saved.limit), amount: limitAmount(t, saved.limit.amount, lang) })
            : t('limits.waiting', {
                name: limitName(t, saved.limit),
                amount: limitAmount(t, saved.limit.pending?.amount ?? null, lang),
                at: saved.limit.pending ? formatServerTime(saved.limit.pending.effectiveAt, lang) : '',
              })}
        </DoneNote>
      ) : null}
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 560 }}>
        <SchemaForm key={round} spec={limitForm} onSubmit={submit} />
      </Box>
    </HelpedSection>
  );
}
