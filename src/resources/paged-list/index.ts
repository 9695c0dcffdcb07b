// The shared paged-list pattern: state in the address, a typed paged read over the contract, and
// the list component with its states, views, pager, confirmation, date range and CSV export.
export { addDays, PRESETS, presetRange, seoulToday, type DateRange, type Preset } from './date-range';
export type { Column, ListDescription, RowAction } from './description';
export { CsvButton } from './CsvButton';
export { DateRangeFilter } from './DateRangeFilter';
export { pickerLocale } from './picker-locale';
export { ListCards } from './ListCards';
export { ListPager } from './ListPager';
export { ListSection } from './ListSection';
export { ListTable } from './ListTable';
export { PagedList } from './PagedList';
export { useListState } from './use-list-state';
export { useLocalPage } from './use-local-page';
export { COUNT_PER_LIST, pageCount, usePagedList, type BodyOf, type PagedPath, type PageQuery, type RowOf } from './use-paged-list';
