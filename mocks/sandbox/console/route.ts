// One JSON route of the operator console: method, path pattern (its groups are the parameters) and
// what it does. A route throws HttpError (mocks/http-util.mjs) for a request it refuses.
import type { IncomingMessage } from 'node:http';
import type { StompBroker } from '../../stomp-broker.mjs';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/open';
import type { Push } from '../push';

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
  run(r: ConsoleRequest): Promise<{ status?: number; body: unknown }>;
}
