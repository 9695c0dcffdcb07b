// The shared server-paged grid (MUI X DataGrid, MIT): page, order and filters go to the server through
// the contract; its state lives in the address; a phone gets the paged list's cards.
export { columnsStorageKey } from './column-visibility';
export { useGridState, type GridSort, type SortDir } from './grid-state';
export { ServerDataGrid, type GridTotal, type ServerDataGridProps } from './ServerDataGrid';
export { GridFilters, type GridFiltersProps, type GridSelect } from './GridFilters';
export { gridBody, oneOf, type GridBodyBase } from './grid-body';
