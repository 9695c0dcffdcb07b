// The columns most lists have, built once: a time (or a day), an amount of money, a count, a state said in
// words (a chip may show it; the CSV holds the words) and a title that links to its page. Each is also its CSV column; a list adds what
// only it has (sortable and a least width for a grid).
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatServerDate, formatServerTime } from '@/lib/format';
import { formatNumber, formatWon } from '@forms/rules/format';
import type { Column } from './description';

/** What a grid adds to a column: whether the server orders by it, its least width. */
export type ColumnExtras = Pick<Column<never>, 'sortable' | 'minWidth'>;

export interface TimeColumnOptions extends ColumnExtras {
  readonly language: string;
  /** The words for a row without the time (default "-"). */
  readonly none?: string;
  /** The day only (a settlement's day), not the time. */
  readonly day?: boolean;
}

/** A server time (or day) in the member's language; the CSV holds it as the server sent it. */
export function timeColumn<R>(
  id: string,
  header: string,
  value: (row: R) => string | null | undefined,
  { language, none = '-', day = false, ...extras }: TimeColumnOptions,
): Column<R> {
  const format = day ? formatServerDate : formatServerTime;
  return {
    id,
    header,
    ...extras,
    cell: (r) => {
      const v = value(r);
      return v ? format(v, language) : none;
    },
    csv: (r) => value(r) ?? '',
  };
}

export interface AmountColumnOptions extends ColumnExtras {
  readonly language: string;
  /** The words for a row without the amount (or 0); without them, 0 is shown. */
  readonly none?: string;
}

/** An amount of won, right-aligned and thousands-separated; the CSV holds the number. */
export function amountColumn<R>(
  id: string,
  header: string,
  value: (row: R) => number | null | undefined,
  { language, none, ...extras }: AmountColumnOptions,
): Column<R> {
  return figureColumn(id, header, value, (v) => formatWon(v, language), none, extras);
}

export interface CountColumnOptions extends ColumnExtras {
  readonly language: string;
}

/** A count (points held, sub-members), right-aligned and thousands-separated, 0 for a row without it. */
export function countColumn<R>(
  id: string,
  header: string,
  value: (row: R) => number | null | undefined,
  { language, ...extras }: CountColumnOptions,
): Column<R> {
  return figureColumn(id, header, value, (v) => formatNumber(v, language), undefined, extras);
}

/** A figure, right-aligned: `none` for a row without it (or 0) when given, else 0; the CSV holds the number. */
function figureColumn<R>(
  id: string,
  header: string,
  value: (row: R) => number | null | undefined,
  format: (value: number) => string,
  none: string | undefined,
  extras: ColumnExtras,
): Column<R> {
  return {
    id,
    header,
    align: 'right',
    ...extras,
    cell: (r) => {
      const v = value(r);
      return none !== undefined && !v ? none : format(v ?? 0);
    },
    csv: (r) => value(r) ?? 0,
  };
}

export interface StateColumnOptions<S> extends ColumnExtras {
  /** How the cell shows the state (a chip); without it, its words. */
  readonly chip?: (state: S) => ReactNode;
}

/** A row's state said in words (state → words); the cell may show it as a chip, the CSV holds the words. */
export function stateColumn<R, S>(
  id: string,
  header: string,
  state: (row: R) => S,
  words: (state: S) => string,
  { chip, ...extras }: StateColumnOptions<S> = {},
): Column<R> {
  return {
    id,
    header,
    ...extras,
    cell: (r) => (chip ? chip(state(r)) : words(state(r))),
    csv: (r) => words(state(r)),
  };
}

export interface LinkColumnOptions<R> {
  /** Whether the row's title is in bold (an unread message). */
  readonly bold?: (row: R) => boolean;
}

/** A title that is a real link to its page (it opens in a new tab too), wrapping on words. */
export function linkColumn<R>(
  id: string,
  header: string,
  to: (row: R) => string,
  text: (row: R) => string,
  { bold }: LinkColumnOptions<R> = {},
): Column<R> {
  return {
    id,
    header,
    cell: (r) => (
      <Link
        component={RouterLink}
        to={to(r)}
        sx={{
          ...(bold ? { fontWeight: bold(r) ? 700 : 400 } : {}),
          display: 'inline-block',
          minWidth: '9em',
          whiteSpace: 'normal',
          wordBreak: 'keep-all',
          overflowWrap: 'anywhere',
        }}
      >
        {text(r)}
      </Link>
    ),
  };
}
