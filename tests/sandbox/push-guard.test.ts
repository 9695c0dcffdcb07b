// The push socket (mocks/stomp-broker.mjs, shared by the mock and the sandbox): clients only
// subscribe, a client's SEND is an ERROR frame and the socket closes (a forged powerball result
// reached every subscriber); an upgrade from a page on a foreign Origin is refused with 403.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useEnv } from './support/env';
import { openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
useEnv('SANDBOX_ALLOWED_HOSTS', 'sandbox.lan.test');
beforeAll(async () => {
  s = await openTestSandbox();
}, 120_000);
checkTheBooks(() => s);

interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** A raw STOMP client over `ws`: frames as text, connected before it resolves. */
async function stomp(origin?: string) {
  const ws = new WebSocket(s.sandbox.wsUrl, origin ? { origin } : {});
  const frames: Frame[] = [];
  const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
  ws.on('message', (data: Buffer) => {
    for (const part of data.toString('utf8').split('\0')) {
      const text = part.replace(/^(\r?\n)+/, '');
      if (!text) continue;
      const [head = '', ...rest] = text.split('\n\n');
      const [command = '', ...lines] = head.split('\n');
      frames.push({
        command,
        headers: Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)])),
        body: rest.join('\n\n'),
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const send = (command: string, headers: Record<string, string>, body = '') =>
    ws.send(
      `${command}\n${Object.entries(headers)
        .map(([k, v]) => `${k}:${v}\n`)
        .join('')}\n${body}\0`,
    );
  const next = async (command: string): Promise<Frame> => {
    await expect.poll(() => frames.some((f) => f.command === command), { timeout: 3_000 }).toBe(true);
    return frames.find((f) => f.command === command) as Frame;
  };
  send('CONNECT', { 'accept-version': '1.2', host: 'sandbox', 'heart-beat': '0,0' });
  await next('CONNECTED');
  return { ws, frames, closed, send, next };
}

/** The HTTP status an upgrade is answered with (101 when it is accepted). */
function upgradeStatus(origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(s.sandbox.wsUrl, { origin });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.once('error', (err) => (err.message.includes('Unexpected server response') ? undefined : reject(err)));
  });
}

describe('the push socket', () => {
  it("a client's SEND is an ERROR frame and closes its socket; no subscriber gets the forged message", async () => {
    const listener = await stomp();
    listener.send('SUBSCRIBE', { id: 'sub-0', destination: '/topic/powerball/result', receipt: 'r-1' });
    await listener.next('RECEIPT');

    const forger = await stomp('http://127.0.0.1:5173');
    forger.send(
      'SEND',
      { destination: '/topic/powerball/result', 'content-type': 'application/json' },
      JSON.stringify({ round: 1, ball: [1, 2, 3, 4, 5], pb: 0 }),
    );
    const error = await forger.next('ERROR');
    expect(error.headers.message).toMatch(/SEND/);
    await forger.closed;

    // the listener is still there and heard nothing
    listener.send('UNSUBSCRIBE', { id: 'sub-0', receipt: 'r-2' });
    await expect.poll(() => listener.frames.filter((f) => f.command === 'RECEIPT').length).toBe(2);
    expect(listener.frames.filter((f) => f.command === 'MESSAGE')).toEqual([]);
    listener.ws.close();
  });

  it('an upgrade from a foreign Origin is refused with 403; loopback origins (any port), allowed hosts and no Origin are served', async () => {
    expect(await upgradeStatus('http://evil.example')).toBe(403);
    expect(await upgradeStatus('https://127.0.0.1.evil.example')).toBe(403);
    expect(await upgradeStatus('null')).toBe(403);
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:5173', 'http://sandbox.lan.test:5173']) {
      expect(await upgradeStatus(origin), origin).toBe(101);
    }
    const plain = await stomp();
    plain.ws.close();
  });
});
