// One JSON route of the operator console: method, path pattern (its groups are the parameters) and
// what it does. A route throws HttpError (mocks/http-util.mjs) for a request it refuses.
import type { IncomingMessage } from 'node:http';
import type { StompBroker } from '../../stomp-broker.mjs';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/open';
import type { Push } from '../push';
import { patternOf, type RouteDecl } from './declare';
import type { z } from 'zod';

export interface ConsoleDeps {
  database: Database;
  clock: Clock;
  push: Push;
  broker: StompBroker;
  reseed(db: Db): Promise<boolean>;
  /** Runs the clock's tickers once (ticker.ts). */
  tick(): Promise<void>;
}

export interface ConsoleRequest {
  req: IncomingMessage;
  url: URL;
  /** The pattern's groups, decoded. */
  params: string[];
  /** The JSON body (POST), `{}` when empty. */
  body(): Promise<Record<string, unknown>>;
  deps: ConsoleDeps;
}

export interface ConsoleRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** One line for the README and the console page's help. */
  doc: string;
  /** The route's declaration (console/declare.ts): the router validates params, query and body against it. */
  decl?: RouteDecl;
  run(r: ConsoleRequest): Promise<{ status?: number; body: unknown }>;
}

/** What a declared route's handler gets: the request, its validated input and the dependencies. */
export interface DeclaredRequest<D extends RouteDecl> {
  req: IncomingMessage;
  url: URL;
  params: z.output<D['params']>;
  query: z.output<D['query']>;
  body: z.output<D['body']>;
  deps: ConsoleDeps;
}

/** The named fields of a row, in that order: an answer row copies most of a table row's as they are. */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = row[k];
  return out;
}

/**
 * A route from its declaration and handler. The handler's answer is checked against the answer
 * schema by the type checker; a refusal with its own status (404, 409 with a code) may answer other
 * shapes.
 */
export function defineRoute<D extends RouteDecl>(
  decl: D,
  run: (r: DeclaredRequest<D>) => Promise<{ body: z.input<D['answer']> } | { status: number; body: { message: string; code?: string } }>,
): ConsoleRoute {
  return {
    method: decl.method,
    pattern: patternOf(decl.path),
    doc: decl.doc,
    decl,
    run: run as unknown as ConsoleRoute['run'],
  };
}
