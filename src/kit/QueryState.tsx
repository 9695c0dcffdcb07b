// What a screen shows while a read it needs is on its way and when it failed: a spinner named for
// what is read, then the failure's own message with a retry (QueryError), or what the read gives.
// The same on every screen; ScreenFrame uses it for the screen's main read, a screen places it
// itself when the read fills only a part (under a month switch, beside a list). A screen whose
// content has a shape worth keeping while it loads (a grid of game cards, a list of questions, a video
// stage) passes that shape as `skeleton`: it stands in for the spinner, hidden from assistive
// technology, inside a status that says what is read.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/QueryError';
import ui from '@/components/ui/ui.module.css';

/** What QueryState needs of a read (a react-query result, or several joined with `allOf`). */
export interface ReadState<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly data: T | undefined;
  readonly refetch: () => unknown;
}

export interface QueryStateProps<T> {
  readonly query: ReadState<T>;
  /** The spinner's name while the read is on its way ("Loading the deposit rules"). */
  readonly loadingLabel: string;
  readonly children: (data: T) => ReactNode;
  /** Sized placeholders in the content's shape (aria-hidden) instead of the spinner while the read is on its way. */
  readonly skeleton?: ReactNode;
}

export function QueryState<T>({ query, loadingLabel, children, skeleton }: QueryStateProps<T>) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) {
    if (skeleton !== undefined) return <LoadingShape label={loadingLabel}>{skeleton}</LoadingShape>;
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}

/** The content's shape while it loads: a status named (and saying) what is read, the shape itself hidden. */
function LoadingShape({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="status" aria-label={label} sx={{ minWidth: 0 }}>
      <span className={ui.visuallyHidden}>{label}</span>
      <Box aria-hidden>{children}</Box>
    </Box>
  );
}

/** A value that is there or not yet (held money from the balance) as a read: pending until it is. */
export function valueRead<T>(value: T | null | undefined): ReadState<T> {
  return { isPending: value == null, isError: false, error: null, data: value ?? undefined, refetch: () => undefined };
}

/** A read refreshed in the background (a rate every 30 s): a failed refresh keeps the last answer shown. */
export function keepLast<T>(query: ReadState<T>): ReadState<T> {
  const failed = query.isError && query.data === undefined;
  return { isPending: query.isPending, isError: failed, error: failed ? query.error : null, data: query.data, refetch: query.refetch };
}

/** Two reads as one: pending until both came, the first failure (a retry reads the failed ones again). */
export function allOf<A, B>(a: ReadState<A>, b: ReadState<B>): ReadState<readonly [A, B]> {
  const failed = a.isError ? a : b.isError ? b : null;
  return {
    isPending: a.isPending || b.isPending,
    isError: failed !== null,
    error: failed?.error ?? null,
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    refetch: () => {
      if (a.isError) void a.refetch();
      if (b.isError) void b.refetch();
    },
  };
}
