// The cash list's filters: the period, deposit or withdrawal, the state, and a member's id or
// nickname (sent when searched, not at each key). Each change asks the server again from page 1.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DateRange } from '@/resources/paged-list';
import { CASH_STATUSES, CASH_TYPES, type CashFilter } from './api';

export function CashListFilters({
  range,
  filters,
  onRange,
  onFilter,
  compact,
}: {
  range: DateRange;
  filters: Partial<Record<CashFilter, string>>;
  onRange: (range: DateRange) => void;
  onFilter: (name: CashFilter, value: string) => void;
  compact: boolean;
}) {
  const { t } = useTranslation('partner');
  const [search, setSearch] = useState(filters.search ?? '');
  const [searched, setSearched] = useState(filters.search ?? '');
  // the address changed by itself (back, a link): the box shows what is searched
  if ((filters.search ?? '') !== searched) {
    setSearched(filters.search ?? '');
    setSearch(filters.search ?? '');
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFilter('search', search.trim());
  };
  const select = (name: 'type' | 'status', values: readonly string[], words: (v: string) => string) => (
    <TextField
      select
      size="small"
      label={t(`cashList.filter.${name === 'type' ? 'cashType' : 'status'}`)}
      value={filters[name] ?? ''}
      onChange={(e) => onFilter(name, e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 120, flex: compact ? '1 1 40%' : '0 0 auto' }}
    >
      <MenuItem value="">{t('cashList.filter.all')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {words(v)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box role="group" aria-label={t('cashList.filter.label')} sx={{ display: 'grid', gap: 1.5 }}>
      <DateRangeFilter range={range} onChange={onRange} compact={compact} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {select('type', CASH_TYPES, (v) => t(`cashList.cashType.${v as (typeof CASH_TYPES)[number]}`))}
        {select('status', CASH_STATUSES, (v) => t(`cashList.status.${v as (typeof CASH_STATUSES)[number]}`))}
        <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flex: compact ? '1 1 100%' : '0 1 360px' }}>
          <TextField
            size="small"
            type="search"
            label={t('cashList.filter.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="contained" size="small">
            {t('cashList.filter.submit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
