// A month of check-ins as a table: the weekdays (in the member's language) over the weeks; a checked
// day carries a mark and says so in words (not only in colour), today is outlined and named as today.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { localeOf } from '@forms/rules/format';
import { dateOf, monthWeeks, type Month } from './calendar';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export function AttendanceCalendar({
  month,
  checked,
  today,
  caption,
}: {
  month: Month;
  checked: ReadonlySet<number>;
  /** Today's day when the month is this month, else null. */
  today: number | null;
  caption: string;
}) {
  const { t, i18n } = useTranslation('attendance');
  const locale = localeOf(i18n.language);
  // narrow on a phone: Vietnamese short names ("Thứ 2") would wrap in a 50 px column
  const weekday = new Intl.DateTimeFormat(locale, { weekday: useLayout() === 'mobile' ? 'narrow' : 'short', timeZone: 'Asia/Seoul' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'Asia/Seoul' });
  const dayLong = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'Asia/Seoul' });
  // 2026-11-01 is a Sunday: the weekday names come from that week
  const names = WEEKDAYS.map((d) => ({
    short: weekday.format(dateOf('2026-11', d + 1)),
    long: weekdayLong.format(dateOf('2026-11', d + 1)),
  }));
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'separate',
        borderSpacing: { xs: '3px', sm: '6px' },
        '& th': { fontSize: 13, fontWeight: 600, color: 'text.secondary', py: 0.5 },
        '& th:first-of-type': { color: 'error.light' },
      }}
    >
      <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, pb: 1 }}>
        {caption}
      </Box>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col">
              <abbr title={name.long} style={{ textDecoration: 'none' }}>
                {name.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) =>
              day === null ? (
                <td key={`empty-${d}`} />
              ) : (
                <Box
                  component="td"
                  key={day}
                  data-day={day}
                  data-checked={checked.has(day) ? 'true' : undefined}
                  aria-current={day === today ? 'date' : undefined}
                  aria-label={[
                    dayLong.format(dateOf(month, day)),
                    checked.has(day) ? t('calendar.checked') : null,
                    day === today ? t('calendar.today') : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                  sx={{
                    height: { xs: 44, sm: 64 },
                    borderRadius: 1,
                    border: 1,
                    borderColor: day === today ? 'primary.main' : 'divider',
                    borderWidth: day === today ? 2 : 1,
                    bgcolor: checked.has(day) ? 'action.selected' : 'transparent',
                    verticalAlign: 'top',
                    p: { xs: 0.25, sm: 0.75 },
                    position: 'relative',
                  }}
                >
                  <Box component="span" aria-hidden sx={{ fontSize: { xs: 12, sm: 14 }, color: d === 0 ? 'error.light' : 'text.primary' }}>
                    {day}
                  </Box>
                  {checked.has(day) ? (
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        display: 'grid',
                        placeItems: 'center',
                        pt: { xs: 1.5, sm: 2 },
                        color: 'success.light',
                        fontWeight: 700,
                        fontSize: { xs: 16, sm: 22 },
                      }}
                    >
                      <Box component="svg" viewBox="0 0 24 24" sx={{ width: '1em', height: '1em', fill: 'currentColor' }}>
                        <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
                      </Box>
                    </Box>
                  ) : null}
                </Box>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
