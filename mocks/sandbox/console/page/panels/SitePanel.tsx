// Site: the maintenance window (set / clear), and the settings as JSON (view, edit one key).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { siteMaintenance, siteSetting, siteSettings, type SettingName } from '../../decl/site';
import { request } from '../api';
import { contractFromSeoulInput } from '../format';
import { FieldRow } from '../parts/FieldRow';
import { RefreshButton } from '../parts/RefreshButton';
import { choicesOf, SelectField } from '../parts/SelectField';
import { SeoulDateTimeField } from '../parts/SeoulDateTimeField';
import { SubmitButton } from '../parts/SubmitButton';
import { ErrorAlert, Outcome, Section, useAction, useRoute, useText } from '../ui';

/** A contract `YYYY-MM-DD HH:mm:ss` as a datetime-local value. */
const inputOf = (v: unknown): string =>
  typeof v === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(v) ? v.slice(0, 16).replace(' ', 'T') : '';

export function SitePanel() {
  const t = useText();
  const settings = useRoute(siteSettings, {});
  const maintenance = useAction();
  const save = useAction();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [message, setMessage] = useState('');
  const [key, setKey] = useState<SettingName | ''>('');
  const [value, setValue] = useState('');
  const [jsonError, setJsonError] = useState<string | undefined>(undefined);

  const data = settings.data;
  useEffect(() => {
    const m = data?.maintenance;
    if (!m) return;
    setStart(inputOf(m.startDate));
    setEnd(inputOf(m.endDate));
    setMessage(m.message ?? '');
  }, [data]);
  useEffect(() => {
    if (data && key && key in data) setValue(JSON.stringify(data[key], null, 2));
  }, [data, key]);

  const startDate = contractFromSeoulInput(start);
  const endDate = contractFromSeoulInput(end);
  const onSet = (e: FormEvent) => {
    e.preventDefault();
    if (!startDate || !endDate) return;
    void maintenance.run(
      () => request(siteMaintenance, { body: { startDate, endDate, message } }),
      () => `${t.maintenance}: ${startDate} – ${endDate}`,
      settings.reload,
    );
  };
  const onClear = () =>
    void maintenance.run(
      () => request(siteMaintenance, { body: { startDate: null, endDate: null, message: null } }),
      () => `${t.maintenance}: ${t.cleared}`,
      () => {
        setStart('');
        setEnd('');
        setMessage('');
        settings.reload();
      },
    );
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch (err) {
      setJsonError(`${t.errBadJson}: ${(err as Error).message}`);
      return;
    }
    setJsonError(undefined);
    void save.run(
      () => request(siteSetting, { params: { key }, body: { value: parsed } }),
      () => `${t.saved}: ${key}`,
      settings.reload,
    );
  };

  return (
    <>
      <Section title={t.maintenance}>
        <Stack component="form" onSubmit={onSet} spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t.maintenanceHelp}
          </Typography>
          <FieldRow>
            <SeoulDateTimeField label={t.start} value={start} onChange={setStart} />
            <SeoulDateTimeField label={t.end} value={end} onChange={setEnd} />
            <TextField size="small" label={t.message} value={message} onChange={(e) => setMessage(e.target.value)} sx={{ flexGrow: 1 }} />
          </FieldRow>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={!startDate || !endDate || maintenance.busy}>
              {t.set}
            </Button>
            <Button variant="outlined" disabled={maintenance.busy} onClick={onClear}>
              {t.clear}
            </Button>
          </Stack>
          <Outcome action={maintenance} />
        </Stack>
      </Section>

      <Section title={t.settings} actions={<RefreshButton of={settings} />}>
        <ErrorAlert error={settings.error} />
        {data && (
          <Stack component="form" onSubmit={onSave} spacing={1.5}>
            <SelectField
              label={t.settingKey}
              value={key}
              onChange={setKey}
              choices={choicesOf((Object.keys(data) as SettingName[]).sort())}
              sx={{ maxWidth: 320 }}
            />
            {key ? (
              <>
                <TextField
                  label={t.settingValue}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  multiline
                  minRows={6}
                  maxRows={24}
                  error={jsonError !== undefined}
                  helperText={jsonError ?? ' '}
                  slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
                />
                <SubmitButton label={t.save} action={save} />
              </>
            ) : (
              <Typography
                component="pre"
                aria-label={t.settings}
                sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', maxHeight: 480, fontSize: 13 }}
              >
                {JSON.stringify(data, null, 2)}
              </Typography>
            )}
          </Stack>
        )}
      </Section>
    </>
  );
}
