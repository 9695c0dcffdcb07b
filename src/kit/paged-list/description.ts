// What a screen says about its list: the columns (each also a CSV column), the row key and the row
// actions. The shared component does the rest (states, table or cards, pager, confirmation).
import type { ReactNode } from 'react';

export interface Column<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** The cell in a CSV export (plain text or number); a column without it is not exported. */
  csv?: (row: R) => string | number;
  align?: 'left' | 'right';
  /** The server can order the list by this column (a grid sends its id as the contract's sortField). */
  sortable?: boolean;
  /** A grid column's least width in px (the columns share the rest). */
  minWidth?: number;
}

export interface RowAction<R> {
  id: string;
  /** The button's accessible name for one row ("Delete request 3301"). */
  label: (row: R) => string;
  /** The button's visible text. */
  text: string;
  /** Whether the row offers it (e.g. only processed requests can be deleted). */
  available: (row: R) => boolean;
  confirm: { title: string; text: (row: R) => string; ok: string };
  /**
   * Why this row cannot have it, said before anything is sent (e.g. an unread message cannot be
   * deleted), or null when it can: the confirmation then shows the reason and offers no confirm.
   */
  refuse?: (row: R) => string | null;
  /** Whether it removes or undoes something (shown red, the default) or is a plain step (a reservation). */
  tone?: 'destructive' | 'plain';
  /** Sends it (guarded against double sends by the caller's useContractMutation). */
  run: (row: R) => Promise<unknown>;
  /**
   * Where the member sees whether it went through (a HistoryLink), shown with the message when its
   * answer was lost and the outcome is unknown; following it closes the confirmation.
   */
  outcomeLink?: ReactNode;
  pending: boolean;
}

export interface ListDescription<R> {
  rowKey: (row: R) => string | number;
  columns: readonly Column<R>[];
  actions?: readonly RowAction<R>[];
  /** The words when the range has no rows. */
  empty: string;
}

/** What the table (desktop) and the cards (mobile) are given: the rows, how to show them, the list's name. */
export interface ListViewProps<R> {
  rows: readonly R[];
  description: ListDescription<R>;
  caption: string;
  onAsk: (action: RowAction<R>, row: R) => void;
}
