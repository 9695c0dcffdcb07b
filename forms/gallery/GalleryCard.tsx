// One form of the gallery: the form itself, a choice of server answer to simulate (success, each code
// the form shows on a field, and one it does not), and what the submit produced.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormVariant } from '../renderer/layout';
import { SchemaForm } from '../renderer/SchemaForm';
import { errorCodeOf } from '../renderer/server-errors';
import { useMessages } from '../renderer/translate';
import type { SampleForm } from './samples';

const SUCCESS = 'success';
/** A code no form shows on a field: it goes back to the caller, who shows an alert. */
const UNHANDLED = 'E001';

export function GalleryCard({ sample, variant }: { readonly sample: SampleForm; readonly variant: FormVariant }) {
  const { tm } = useMessages();
  const { spec, context } = sample;
  const [answer, setAnswer] = useState(SUCCESS);
  const [outcome, setOutcome] = useState<string>();
  const codes = [...Object.keys(spec.serverErrors), UNHANDLED];

  const onSubmit = (values: unknown) => {
    setOutcome(undefined);
    // a server failure as the renderer sees one: anything with a `code`
    if (answer !== SUCCESS) throw Object.assign(new Error(answer), { code: answer });
    setOutcome(`${tm('forms.gallery.submitted')}: ${JSON.stringify(values)}`);
  };
  const onServerError = (error: unknown) =>
    setOutcome(tm('forms.gallery.unhandled', { message: tm(`api.${errorCodeOf(error) ?? 'UNKNOWN'}`) }));

  return (
    <Paper id={`form-${spec.id}`} variant="outlined" sx={{ p: variant === 'mobile' ? 1.5 : 3, scrollMarginTop: 96 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <TextField
          select
          size="small"
          label={tm('forms.gallery.serverAnswer')}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value={SUCCESS}>{tm('forms.gallery.success')}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
      </Box>
      <SchemaForm spec={spec} context={context} variant={variant} onSubmit={onSubmit} onServerError={onServerError} />
      {outcome ? (
        <Typography component="pre" variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {outcome}
        </Typography>
      ) : null}
    </Paper>
  );
}
