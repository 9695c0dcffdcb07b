// The odds-change setting under every slip: what the slip (and the server, told by oddsPolicy) does when a price moves
// before the bet is placed: accept none (each change asks the member), any, or only higher prices.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import type { OddsPolicy } from '@forms/schemas/bet';
import { ODDS_POLICIES, setOddsPolicy, useOddsPolicy } from './odds-policy';

export function OddsPolicySetting() {
  const { t } = useTranslation('slip');
  const policy = useOddsPolicy();
  return (
    <FormControl>
      <FormLabel id="odds-policy" sx={{ fontSize: 14 }}>
        {t('policy.label')}
      </FormLabel>
      <RadioGroup aria-labelledby="odds-policy" value={policy} onChange={(_, value) => setOddsPolicy(value as OddsPolicy)}>
        {ODDS_POLICIES.map((p) => (
          <FormControlLabel key={p} value={p} control={<Radio size="small" />} label={t(`policy.${p}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
