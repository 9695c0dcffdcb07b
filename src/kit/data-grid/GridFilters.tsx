// A grid's filters, described rather than written per page: the period (optional), selects of
// known values ("all" first) and a member search sent when searched, not at each key. Each change
// goes to the address (useGridState), so the server is asked again from page 1.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { DateRangeFilter } from '@/kit/paged-list/DateRangeFilter';
import { SelectFilter } from '@/kit/paged-list/SelectFilter';
import { type DateRange } from '@/kit/paged-list/date-range';

export interface GridSelect<F extends string> {
  name: F;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface GridFiltersProps<F extends string> {
  /** The group's accessible name. */
  label: string;
  /** The word for "no filter" in every select. */
  all: string;
  range?: DateRange;
  onRange?: (range: DateRange) => void;
  selects: readonly GridSelect<F>[];
  /** The search box (its filter name, label and button word); without it, no search. */
  search?: { name: F; label: string; submit: string };
  filters: Partial<Record<F, string>>;
  onFilter: (name: F, value: string) => void;
  compact: boolean;
}

export function GridFilters<F extends string>(props: GridFiltersProps<F>) {
  const { label, all, range, onRange, selects, search, filters, onFilter, compact } = props;
  const current = search ? (filters[search.name] ?? '') : '';
  const [text, setText] = useState(current);
  const [searched, setSearched] = useState(current);
  // the address changed by itself (back, a link): the box shows what is searched
  if (current !== searched) {
    setSearched(current);
    setText(current);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (search) onFilter(search.name, text.trim());
  };
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gap: 1.5 }}>
      {range && onRange ? <DateRangeFilter range={range} onChange={onRange} compact={compact} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {selects.map((s) => (
          <SelectFilter
            key={s.name}
            label={s.label}
            all={all}
            options={s.options}
            value={filters[s.name] ?? ''}
            onChange={(value) => onFilter(s.name, value)}
            sx={{ minWidth: 120, flex: compact ? '1 1 40%' : '0 0 auto' }}
          />
        ))}
        {search ? (
          <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flex: compact ? '1 1 100%' : '0 1 360px' }}>
            <TextField
              size="small"
              type="search"
              label={search.label}
              value={text}
              onChange={(e) => setText(e.target.value)}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="contained" size="small">
              {search.submit}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
