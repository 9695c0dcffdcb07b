// A time-out or a self-exclusion, confirmed twice: the form's own confirmation says what it means,
// then a last question. Once the server took it, every session of the member ends (this one at
// once, here, with what was set and until when: the guest page says it, and this browser shows no
// promotion until then, docs/rules.md#safer-gambling); login is refused until the end date, which
// the login then shows. The site cannot lift it early.
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMessage } from '@/i18n/use-api-message';
import { ConfirmDialog } from '@forms/renderer/ConfirmDialog';
import { session } from '@/session/session-store';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { exclusionForm, type ExclusionOutput } from '@forms/schemas/exclusion';
import { useExclude } from './api/member-exclude';
import { HelpedSection } from '@/kit/HelpedSection';

export function ExclusionSection() {
  const { t } = useTranslation('safety');
  const { t: tKit } = useTranslation('resources');
  const failureText = useApiMessage();
  const exclude = useExclude();
  const [asked, setAsked] = useState<ExclusionOutput | null>(null);
  return (
    <HelpedSection title={t('exclusion.title')} help={t('exclusion.help')} narrow>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SchemaForm
          spec={exclusionForm}
          showTitle={false}
          onSubmit={async (values) => {
            setAsked(values);
          }}
        />
      </Box>
      <ConfirmDialog
        open={asked !== null}
        title={t('exclusion.lastTitle')}
        text={t('exclusion.lastText')}
        ok={t('exclusion.lastOk')}
        cancel={tKit('confirm.cancel')}
        run={() => (asked ? exclude.send(asked) : Promise.reject(new Error('nothing asked')))}
        onDone={(answer) => {
          if (asked) session.signOut('excluded', { kind: asked.kind, until: answer.until });
        }}
        failureText={failureText}
        onClose={() => setAsked(null)}
      />
    </HelpedSection>
  );
}
