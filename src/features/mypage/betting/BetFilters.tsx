import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useGameCodes, useGameGroupCodes } from '@/api/reads';
import { codeName } from '@/lib/code-name';
import { useGroupName } from '@/domain/betting/use-bet-name';
import type { BetFilter } from './bet-row';

/** Game group, the vendors of that group, and older records (oldYn). '' means every group or vendor. */
export function BetFilters({
  filters,
  onChange,
}: {
  filters: Partial<Record<BetFilter, string>>;
  onChange: (values: Partial<Record<BetFilter, string>>) => void;
}) {
  const { t, i18n } = useTranslation('betting');
  const groups = useGameGroupCodes().data ?? [];
  const groupName = useGroupName(i18n.language);
  const vendors = (useGameCodes().data ?? []).filter((v) => !filters.group || v.groupCode === filters.group);
  const group = groups.some((g) => g.code === filters.group) ? (filters.group ?? '') : '';
  const vendor = vendors.some((v) => v.code === filters.vendor) ? (filters.vendor ?? '') : '';
  return (
    <Box role="group" aria-label={t('filter.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('filter.group')}
        value={group}
        onChange={(e) => onChange({ group: e.target.value, vendor: '' })}
        sx={{ flex: '1 1 160px', maxWidth: { sm: 220 } }}
      >
        <MenuItem value="">{t('filter.allGroups')}</MenuItem>
        {groups.map((g) => (
          <MenuItem key={g.code} value={g.code}>
            {groupName(g.code)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filter.vendor')}
        value={vendor}
        onChange={(e) => onChange({ vendor: e.target.value })}
        sx={{ flex: '1 1 160px', maxWidth: { sm: 220 } }}
      >
        <MenuItem value="">{t('filter.allVendors')}</MenuItem>
        {vendors.map((v) => (
          <MenuItem key={v.code} value={v.code}>
            {codeName(v, i18n.language)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox size="small" checked={filters.old === 'Y'} onChange={(e) => onChange({ old: e.target.checked ? 'Y' : '' })} />}
        label={t('filter.old')}
      />
    </Box>
  );
}
