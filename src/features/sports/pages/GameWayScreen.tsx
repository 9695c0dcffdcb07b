// E-sports betting (/gameway; /esport/screen, /esport/single and /esport/multi lead here): the sports
// board of the esport menu, its slip single- or multi-folder (the slip's own toggle; /esport/single
// and /esport/multi arrive with it set).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BettingScreen } from '@/domain/betting/BettingScreen';
import { SportsBoard } from '../odds-board/SportsBoard';
import { setMode } from '../slip/slip-model';
import { updateSlip } from '../slip/slip-store';

export function GameWayScreen() {
  const { t } = useTranslation('sportsbook');
  const mode = (useLocation().state as { slipMode?: unknown } | null)?.slipMode;
  useEffect(() => {
    if (mode === 'single' || mode === 'multi') updateSlip((s) => setMode(s, mode));
  }, [mode]);
  return (
    <BettingScreen titleId="gameway-title" title={t('menu.esport')} about={t('about.esport')}>
      <SportsBoard menu="esport" />
    </BettingScreen>
  );
}
