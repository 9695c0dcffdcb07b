// What every panel shares: the text of the chosen language, loading a route, running an action,
// showing a refusal, a titled section (the panels' other parts: parts/).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import type { AnswerOf, RouteDecl } from '../declare';
import { ApiError, call, pathFor, type Input } from './api';
import { DEFAULT_LANGUAGE, TEXT, type Text } from './text';

export const TextContext = createContext<Text>(TEXT[DEFAULT_LANGUAGE]);
export const useText = (): Text => useContext(TextContext);

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** GETs a route when `path` changes (nothing when it is null); `reload()` asks again. */
export function useLoad<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: path !== null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) {
      setState({ data: undefined, error: undefined, loading: false });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    call<T>('GET', path).then(
      (data) => live && setState({ data, error: undefined, loading: false }),
      (error: unknown) => live && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}

/** useLoad for a declared GET route: its answer typed by the declaration (null loads nothing). */
export const useRoute = <D extends RouteDecl>(decl: D, input: Input<D> | null): Loaded<AnswerOf<D>> =>
  useLoad<AnswerOf<D>>(input === null ? null : pathFor(decl, input));

export interface Action {
  busy: boolean;
  error: unknown;
  done: string | undefined;
  /** Runs `fn`; on success shows `message(result)` and calls `then`. */
  run<T>(fn: () => Promise<T>, message: (result: T) => string, then?: (result: T) => void): Promise<void>;
  clear(): void;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const run = useCallback(async <T,>(fn: () => Promise<T>, message: (result: T) => string, then?: (result: T) => void) => {
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const result = await fn();
      setDone(message(result));
      then?.(result);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => {
    setError(undefined);
    setDone(undefined);
  }, []);
  return { busy, error, done, run, clear };
}

/** A refusal as a person reads it: a missing route, a state machine's 409 with its code, a bad request. */
export function ErrorAlert({ error }: { error: unknown }) {
  const t = useText();
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.status === 404 && error.path && /nothing at/.test(error.message)) {
      return (
        <Alert severity="warning" role="alert">
          {t.errNotAvailable} <code>{error.path.split('?')[0]}</code>
        </Alert>
      );
    }
    if (error.status === 0) {
      return (
        <Alert severity="error" role="alert">
          {t.errNetwork}: {error.message}
        </Alert>
      );
    }
    return (
      <Alert severity="error" role="alert">
        {t.errRefused} (HTTP {error.status}
        {error.code ? `, ${error.code}` : ''}): {error.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      {error instanceof Error ? error.message : String(error)}
    </Alert>
  );
}

/** An action's outcome under its controls. */
export function Outcome({ action }: { action: Action }) {
  if (action.error) return <ErrorAlert error={action.error} />;
  if (action.done)
    return (
      <Alert severity="success" role="status" onClose={action.clear}>
        {action.done}
      </Alert>
    );
  return null;
}

/** A titled section; `focusableTitle`: its heading can take the focus (a detail that opens moves it there). */
export function Section({
  title,
  actions,
  children,
  focusableTitle = false,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  focusableTitle?: boolean;
}) {
  // by React, not from the title: a Korean or Vietnamese title has few word characters to tell two apart
  const id = `section-${useId()}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography
          id={id}
          variant="h6"
          component="h2"
          sx={{ flexGrow: 1, fontSize: '1.1rem' }}
          {...(focusableTitle ? { tabIndex: -1 } : {})}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

/** Rows of a list route (`{rows: [...]}`), [] until loaded. */
export const rowsOf = <T,>(data: { rows?: T[] } | undefined): T[] => data?.rows ?? [];
