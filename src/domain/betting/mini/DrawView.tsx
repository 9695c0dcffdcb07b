// One draw of a mini game as it is read: powerball's five balls and the powerball (with the sum and
// what they make), a ladder's start, lines and finish, speed keno's numbers and their sum; what a
// message left out is made from its numbers (completeDraw), so a pushed draw reads as a listed one.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { completeDraw, type DrawKind, type MiniDraw } from './games';

const ball = (highlight: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 28,
    height: 28,
    borderRadius: '50%',
    fontWeight: 700,
    fontSize: 13,
    bgcolor: highlight ? 'error.main' : 'primary.main',
    color: highlight ? 'error.contrastText' : 'primary.contrastText',
  }) as const;

export function DrawView({ draw: told, kind, compact = false }: { draw: MiniDraw; kind: DrawKind; compact?: boolean }) {
  const { t } = useTranslation('minigames');
  const draw = completeDraw(told, kind);
  const word = (value: string | undefined) => (value ? t(`draw.${value as 'odd'}`) : null);
  const facts = (items: (string | null)[]) => items.filter((x): x is string => x !== null).join(' · ');
  if (kind === 'powerball') {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <Box component="span" sx={compact ? { display: 'none' } : {}}>
          {t('draw.balls')}
        </Box>
        {(draw.balls ?? []).map((n, i) => (
          <Box component="span" key={`${i}-${n}`} sx={ball(false)}>
            {n}
          </Box>
        ))}
        <Box component="span" sx={{ ml: 1 }}>
          {t('draw.powerball')}
        </Box>
        {draw.powerball === undefined ? null : (
          <Box component="span" sx={ball(true)}>
            {draw.powerball}
          </Box>
        )}
        <Box component="span" sx={{ ml: 1 }}>
          {facts([
            draw.sum === undefined ? null : `${t('draw.sum')} ${draw.sum}`,
            word(draw.oddEven),
            word(draw.underOver),
            word(draw.size),
          ])}
        </Box>
      </Stack>
    );
  }
  if (kind === 'ladder') {
    return (
      <Box component="span">
        {facts([
          draw.start ? `${t('draw.start')} ${word(draw.start) ?? ''}` : null,
          draw.lines === undefined ? null : `${t('draw.lines')} ${t('draw.linesValue', { count: draw.lines })}`,
          draw.oddEven ? `${t('draw.finish')} ${word(draw.oddEven) ?? ''}` : null,
        ])}
      </Box>
    );
  }
  return (
    <Stack spacing={0.5}>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {t('draw.numbers')} {(draw.numbers ?? []).join(', ')}
      </Box>
      <Box component="span">
        {facts([draw.sum === undefined ? null : `${t('draw.sum')} ${draw.sum}`, word(draw.oddEven), word(draw.underOver)])}
      </Box>
    </Stack>
  );
}
