// The round's options by group, each a toggle with its odds (worded by key in the member's language).
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '@/lib/format';
import { groupOptions, type MiniGameDescription, type MiniOption } from '@/domain/betting/mini/games';
import { useOptionWords } from '../option-words';

export interface OptionBoardProps {
  readonly game: MiniGameDescription;
  readonly options: readonly MiniOption[];
  readonly picked: string | null;
  readonly onPick: (key: string | null) => void;
  readonly disabled: boolean;
}

export function OptionBoard({ game, options, picked, onPick, disabled }: OptionBoardProps) {
  const { t } = useTranslation('minigames');
  const words = useOptionWords();
  return (
    <Box component="section" aria-label={t('options')} sx={{ display: 'grid', gap: 2 }}>
      {groupOptions(game, options).map(({ group, options: inGroup }) => (
        <Box key={group} role="group" aria-labelledby={`mini-group-${group}`}>
          <Typography id={`mini-group-${group}`} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {words.group(group)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1 }}>
            {inGroup.map((option) => (
              <ToggleButton
                key={option.key}
                value={option.key}
                selected={picked === option.key}
                disabled={disabled}
                aria-label={t('optionName', { group: words.group(group), option: words.option(option.key), odds: formatOdds(option.odds) })}
                onChange={() => onPick(picked === option.key ? null : option.key)}
                sx={{ flexDirection: 'column', py: 1 }}
              >
                <span>{words.option(option.key)}</span>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {formatOdds(option.odds)}
                </Box>
              </ToggleButton>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
