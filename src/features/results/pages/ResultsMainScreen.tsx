// The results hub (mobile /resultMain): sports results or mini-game results, one at a time (a switch
// kept in the address as ?view=sport|mini; each list keeps its own filters and page there).
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MiniResultsScreen } from '../mini/MiniResultsScreen';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { SportResults } from '../sport/SportResults';

type View = 'sport' | 'mini';

export function ResultsMainScreen() {
  const { t } = useTranslation(['minigames', 'results']);
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'mini' ? 'mini' : 'sport';
  return (
    <ScreenFrame title={t('minigames:results.hub')} spacing={2}>
      <Tabs value={view} aria-label={t('results:hubViews')} variant="fullWidth" onChange={(_, next: View) => setParams({ view: next })}>
        <Tab value="sport" label={t('results:view.sport')} />
        <Tab value="mini" label={t('results:view.mini')} />
      </Tabs>
      {view === 'sport' ? <SportResults heading="h2" /> : <MiniResultsScreen heading="h2" />}
    </ScreenFrame>
  );
}
