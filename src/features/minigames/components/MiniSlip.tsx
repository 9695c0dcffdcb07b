// The mini-game slip: the picked option and its odds in the shared slip frame (stake, limits,
// placing, each outcome its own message). Nothing is sent while the round is closed or games are
// down (LOCK_BET_YN), with the reason.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toBetPayload } from '@forms/schemas/bet';
import { SlipPanel } from '@/resources/betting';
import type { MiniGameDescription, MiniOption } from '@/resources/betting/mini';
import { useOptionWords } from '../option-words';

export interface MiniSlipProps {
  readonly game: MiniGameDescription;
  readonly round: number;
  readonly option: MiniOption | null;
  /** Why betting is off now (closed round, games down), or null. */
  readonly blocked: 'closed' | 'down' | null;
}

export function MiniSlip({ game, round, option, blocked }: MiniSlipProps) {
  const { t } = useTranslation(['minigames', 'slip']);
  const words = useOptionWords();
  const [stake, setStake] = useState('');
  return (
    <SlipPanel
      kind="mini"
      titleId="mini-slip"
      odds={option?.odds ?? 0}
      blocked={blocked ? t(blocked === 'down' ? 'slip:down' : 'slip:closed') : null}
      stake={stake}
      onStake={setStake}
      pickName={words.option}
      payload={(amount) =>
        option ? toBetPayload({ gameType: game.id, round, stake: amount, picks: [{ key: option.key, odds: option.odds }] }) : null
      }
    >
      {option ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>
            {t('slip:pick')}:{' '}
            <strong>{`${t(`minigames:game.${game.id}`)} ${words.group(option.group ?? 'other')} ${words.option(option.key)}`}</strong>
          </span>
          <span>
            {t('slip:odds')} <strong>{option.odds.toFixed(2)}</strong>
          </span>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('slip:none')}</Typography>
      )}
    </SlipPanel>
  );
}
