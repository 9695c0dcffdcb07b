import { describe, expect, it } from 'vitest';
import { oneOf } from '@/kit/paged-list/list-body';
import { gridBody } from './grid-body';

const query = {
  page: 2,
  count_per_list: 10,
  range: { from: '2026-11-01', to: '2026-11-22' },
  filters: { search: '  store01 ', role: 'PTN_5' },
};
const FIELDS = ['date', 'amount'] as const;

describe('gridBody', () => {
  it('sends the page, the period when the list has one, the trimmed search and an order the server knows', () => {
    expect(gridBody(query, { field: 'amount', dir: 'asc' }, FIELDS, { period: true, search: 'search' })).toEqual({
      page: 2,
      count_per_list: 10,
      startDate: '2026-11-01',
      endDate: '2026-11-22',
      searchText: 'store01',
      sortField: 'amount',
      sortDir: 'asc',
    });
  });

  it('leaves out a period the list has not, an empty search and an order by a field the server does not know', () => {
    const body = gridBody({ ...query, filters: { search: '   ' } }, { field: 'note', dir: 'desc' }, FIELDS, {
      period: false,
      search: 'search',
    });
    expect(body).toEqual({ page: 2, count_per_list: 10 });
  });
});

describe('oneOf', () => {
  it('keeps a known value and drops anything else', () => {
    expect(oneOf(['Y', 'N'] as const, 'N')).toBe('N');
    expect(oneOf(['Y', 'N'] as const, 'x')).toBeUndefined();
    expect(oneOf(['Y', 'N'] as const, undefined)).toBeUndefined();
  });
});
