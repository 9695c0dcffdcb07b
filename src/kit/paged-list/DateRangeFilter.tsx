import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PRESETS, presetOf, presetRange, seoulToday, type DateRange } from './date-range';
import { pickerLocale } from './picker-locale';

const iso = (d: Dayjs | null): string | null => (d && d.isValid() ? d.format('YYYY-MM-DD') : null);

/** From and to dates (MUI X pickers in the site's language) and the presets today / 7 days / 30 days. */
export function DateRangeFilter({
  range,
  onChange,
  compact,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  compact: boolean;
}) {
  const { t, i18n } = useTranslation('resources');
  const today = seoulToday();
  const preset = presetOf(range, today);
  const { adapterLocale, localeText } = pickerLocale(i18n.language);
  const set = (from: string | null, to: string | null) => {
    if (from && to && from <= to) onChange({ from, to });
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
      <Box role="group" aria-label={t('range.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          aria-label={t('range.presets')}
          onChange={(_, next: (typeof PRESETS)[number] | null) => next && onChange(presetRange(next, today))}
        >
          {PRESETS.map((p) => (
            <ToggleButton key={p} value={p}>
              {t(`range.${p}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* the two pickers side by side where there is room for both, one under the other where not */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            flex: compact ? '1 1 100%' : '1 1 320px',
            minWidth: 0,
            maxWidth: compact ? 'none' : 420,
          }}
        >
          <DatePicker
            label={t('range.from')}
            value={dayjs(range.from)}
            maxDate={dayjs(range.to)}
            onChange={(d) => set(iso(d), range.to)}
            slotProps={{ textField: { size: 'small' } }}
            sx={{ flex: '1 1 180px', minWidth: 0 }}
          />
          <DatePicker
            label={t('range.to')}
            value={dayjs(range.to)}
            minDate={dayjs(range.from)}
            maxDate={dayjs(today)}
            onChange={(d) => set(range.from, iso(d))}
            slotProps={{ textField: { size: 'small' } }}
            sx={{ flex: '1 1 180px', minWidth: 0 }}
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
