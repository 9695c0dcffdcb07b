// The page's one way to the sandbox: the console's JSON routes, same origin, relative URLs.
// `request` is typed from a route's declaration (console/declare.ts, console/decl/*.ts): its params,
// query and body in, its answer out. `call` is the untyped way the panels not yet declared still use.
import { fillPath, type AnswerOf, type BodyOf, type ParamsOf, type QueryOf, type RouteDecl } from '../declare';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

/** Calls a console route; the parsed JSON answer, or ApiError (status 0 when the sandbox did not answer). */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : String(err), undefined, path);
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* a text answer (the console's 404 is text) */
  }
  if (!res.ok) {
    const o = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const said = typeof o.message === 'string' ? o.message : typeof o.msg === 'string' ? o.msg : undefined;
    const message = said ?? (text || res.statusText);
    throw new ApiError(res.status, message, typeof o.code === 'string' ? o.code : undefined, path);
  }
  return parsed as T;
}

export const q = (params: Record<string, string | undefined>): string => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) s.set(k, v);
  const t = s.toString();
  return t ? `?${t}` : '';
};

/** What a declared route takes: its path parameters, its query and (POST) its body. */
export interface Input<D extends RouteDecl> {
  params?: ParamsOf<D>;
  query?: QueryOf<D>;
  body?: BodyOf<D>;
}

/** The route's address with its parameters and query filled in. */
export const pathFor = <D extends RouteDecl>(decl: D, input: Input<D> = {}): string =>
  fillPath(decl.path, (input.params ?? {}) as Record<string, unknown>) +
  q((input.query ?? {}) as Record<string, string | undefined>);

/** Calls a declared route; its answer, typed by the declaration's answer schema. */
export const request = <D extends RouteDecl>(decl: D, input: Input<D> = {}): Promise<AnswerOf<D>> =>
  call<AnswerOf<D>>(decl.method, pathFor(decl, input), decl.method === 'POST' ? (input.body ?? {}) : undefined);
