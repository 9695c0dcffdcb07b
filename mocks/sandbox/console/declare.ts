// A console route described once: method, path template (`:name` is a parameter), and Zod schemas
// for its parameters, query, body and answer. Imports zod only, so both the router (routes.ts, which
// validates a request against it: 400 with the reasons) and the console page (page/api.ts, whose
// `request` is typed from it) read the same declaration; mocks/README.md's table is generated from
// the declarations (scripts/console-routes-doc.mjs).
import { z } from 'zod';

export interface RouteDecl<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** e.g. `/__sandbox/cash/:idx/approve`; each `:name` is one path segment. */
  path: string;
  /** One line for the README and the console page's help. */
  doc: string;
  params: P;
  query: Q;
  body: B;
  answer: A;
}

const NONE = z.object({});

/** A declaration; params, query and body default to "none" (an empty object, extra keys ignored). */
export function declare<
  A extends z.ZodType,
  P extends z.ZodType = typeof NONE,
  Q extends z.ZodType = typeof NONE,
  B extends z.ZodType = typeof NONE,
>(d: { method: 'GET' | 'POST'; path: string; doc: string; params?: P; query?: Q; body?: B; answer: A }): RouteDecl<P, Q, B, A> {
  return { ...d, params: (d.params ?? NONE) as P, query: (d.query ?? NONE) as Q, body: (d.body ?? NONE) as B };
}

export type ParamsOf<D extends RouteDecl> = z.input<D['params']>;
export type QueryOf<D extends RouteDecl> = z.input<D['query']>;
export type BodyOf<D extends RouteDecl> = z.input<D['body']>;
export type AnswerOf<D extends RouteDecl> = z.infer<D['answer']>;

/** The names of the path's parameters, in order. */
export const paramNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1] ?? '');

/** The path template as an anchored pattern whose groups are its parameters. */
export const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '([^/]+)')}$`);

/** The path with its parameters filled in (each encoded). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** A Zod failure as one line of reasons: `body.amount: Too small …; body.account: …`. */
export function reasons(where: string, error: z.ZodError): string {
  return error.issues.map((i) => `${[where, ...i.path.map(String)].join('.')}: ${i.message}`).join('; ');
}

/** The answer of a route that only says it has done it. */
export const okAnswer = z.object({ ok: z.literal(true) });

/** A list route's answer: `{ rows: [...] }` (the page reads it with rowsOf, page/ui.tsx). */
export const rowsAnswer = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });

/** A route's `:memId`: the member the route is about. */
export const memberParam = z.object({ memId: z.string() });

/** Path digits as a number (a path segment is text). */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
