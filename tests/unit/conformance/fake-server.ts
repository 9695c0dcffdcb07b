// A tiny server for the conformance checks' own tests: plain JSON (no envelope), the few calls the
// checks make, a sandbox-like clock when asked, and a STOMP endpoint at /ws. `right` answers as the
// duties in the contract's x-server-duties say; `wrong` answers as a server that ignores them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { createFrameParser, serializeFrame } from '../../../mocks/stomp-frames.mjs';

export interface FakeServer {
  url: string;
  /** The bodies POSTed to /__sandbox/clock, in order. */
  clockMoves: unknown[];
  close(): Promise<void>;
}

const SESSION_MS = 60 * 60 * 1000;
const seoul = (ms: number): string => new Date(ms + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function startFakeServer(o: { right: boolean; sandbox?: boolean }): Promise<FakeServer> {
  const clockMoves: unknown[] = [];
  let offsetMs = 0;
  const now = (): number => Date.now() + offsetMs;
  const sessions = new Map<string, { startedAt: number; replacedBy?: string; replacedAt?: number }>();
  const keys = new Map<string, string>();
  let seq = 0;

  const json = (res: ServerResponse, status: number, value: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const readBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  /** The session of a token still usable now (a replaced one for 30 s when right). */
  const live = (token: string | undefined) => {
    const s = token ? sessions.get(token) : undefined;
    if (!s) return undefined;
    if (o.right && now() > s.startedAt + SESSION_MS) return undefined;
    if (s.replacedAt !== undefined && (!o.right || now() > s.replacedAt + 30_000)) return undefined;
    return s;
  };
  const login = (): { token: string; tokenExpiresAt: string } => {
    const token = `t-${++seq}`;
    sessions.set(token, { startedAt: now() });
    return { token, tokenExpiresAt: seoul(now() + SESSION_MS) };
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const token = req.headers['x-session-token'] as string | undefined;
      if (path.startsWith('/__sandbox/') && !o.sandbox) return json(res, 404, { message: 'not found' });
      if (path === '/__sandbox/health') return json(res, 200, { now: new Date(now()).toISOString(), clockOffsetMs: offsetMs });
      const body = await readBody(req);
      if (path === '/__sandbox/clock') {
        clockMoves.push(body);
        offsetMs = typeof body.advanceMs === 'number' ? offsetMs + body.advanceMs : 0;
        return json(res, 200, { now: new Date(now()).toISOString(), clockOffsetMs: offsetMs });
      }
      if (path === '/api/member/login') {
        if (String(body.memId).includes('\u0000')) {
          return o.right
            ? json(res, 200, { code: 'LX02', msg: 'wrong id or password' })
            : json(res, 500, { message: 'Failed query: select "pass_hash" from "members" where "mem_id" = $1' });
        }
        return json(res, 200, { code: '0', data: login() });
      }
      const s = live(token);
      if (!s) return json(res, 401, { message: 'session token is not valid' });
      if (path === '/api/member/balance') return json(res, 200, { code: '0', data: { cash: 0, point: 0 } });
      if (path === '/api/member/refreshToken') {
        if (s.replacedBy)
          return json(res, 200, { code: '0', data: { token: s.replacedBy, tokenExpiresAt: seoul(s.startedAt + SESSION_MS) } });
        const next = login();
        s.replacedBy = next.token;
        s.replacedAt = now();
        return json(res, 200, { code: '0', data: next });
      }
      if (path === '/api/cash/in') {
        const key = String(req.headers['idempotency-key']);
        const hash = JSON.stringify(body);
        const first = keys.get(key);
        if (first !== undefined && first !== hash && o.right) return json(res, 200, { code: 'C999' });
        keys.set(key, hash);
        return json(res, 200, { code: '0', data: {} });
      }
      return json(res, 404, { message: 'not found' });
    })().catch(() => res.destroy());
  });

  const wss = new WebSocketServer({ noServer: true });
  const subscribers = new Map<string, Set<WebSocket>>();
  server.on('upgrade', (req, socket, head) => {
    if (o.right && req.headers.origin && req.headers.origin !== 'http://127.0.0.1') {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const parser = createFrameParser();
      ws.on('message', (data: Buffer) => {
        for (const f of parser.push(data).frames) {
          const destination = f.headers.destination ?? '';
          if (f.command === 'CONNECT') ws.send(serializeFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
          if (f.command === 'SUBSCRIBE') {
            subscribers.set(destination, (subscribers.get(destination) ?? new Set()).add(ws));
            if (f.headers.receipt) ws.send(serializeFrame('RECEIPT', { 'receipt-id': f.headers.receipt }));
          }
          if (f.command === 'SEND' && o.right) {
            ws.send(serializeFrame('ERROR', { message: 'clients may only subscribe' }));
            ws.close();
          } else if (f.command === 'SEND') {
            for (const to of subscribers.get(destination) ?? [])
              to.send(serializeFrame('MESSAGE', { destination, subscription: 'sub-0' }, f.body));
          }
        }
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clockMoves,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
