// Push socket faults: POST /__mock/push/drop cuts every STOMP socket as a network loss would (no
// DISCONNECT, no close frame) and refuses new ones for a while; a stompjs client comes back after.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';
import { control, startMini, waitFor, waitForSubscription } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startMini();
});
afterAll(() => mock?.close());
const clients = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.deactivate({ force: true })));
  await control(mock.url, 'POST', '/__mock/reset');
});

/** A stompjs client that records what happens to it; resolves once connected. */
async function connect(reconnectDelay = 0) {
  const events = { connects: [], closes: [], stompErrors: 0, disconnects: 0 };
  const client = new Client({
    webSocketFactory: () => new WebSocket(mock.wsUrl),
    reconnectDelay,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
    onConnect: () => events.connects.push(Date.now()),
    onWebSocketClose: (evt) => events.closes.push(evt.code),
    onStompError: () => events.stompErrors++,
    onDisconnect: () => events.disconnects++,
  });
  clients.push(client);
  client.activate();
  await waitFor(() => events.connects.length === 1);
  return { client, events };
}

/** Try a bare WebSocket: 'open', or the HTTP status the upgrade was refused with. */
function tryUpgrade() {
  return new Promise((resolve) => {
    const ws = new WebSocket(mock.wsUrl);
    ws.once('open', () => {
      ws.terminate();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode);
      ws.terminate();
    });
    ws.once('error', () => resolve('error'));
  });
}

describe('POST /__mock/push/drop', () => {
  it('terminates every push socket without a STOMP or WebSocket goodbye', async () => {
    const a = await connect();
    const b = await connect();
    a.client.subscribe('/topic/member/tok-drop', () => {});
    await waitForSubscription(mock.url, '/topic/member/tok-drop');

    const r = await control(mock.url, 'POST', '/__mock/push/drop', {});
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ dropped: 2, refusingUntil: null });
    await waitFor(() => a.events.closes.length && b.events.closes.length);
    // 1006: the connection went without a close frame; no ERROR frame, no DISCONNECT receipt.
    expect(a.events.closes).toEqual([1006]);
    expect(b.events.closes).toEqual([1006]);
    expect(a.events.stompErrors + a.events.disconnects).toBe(0);
    const subs = await control(mock.url, 'GET', '/__mock/subscriptions');
    expect(subs.json).toEqual({ connections: 0, destinations: [], refusingUntil: null });
    // No refusal asked: a new socket is welcome at once.
    expect(await tryUpgrade()).toBe('open');
  });

  it('refuses new sockets with HTTP 503 for refuseMs; a stompjs client reconnects once the refusal ends', async () => {
    const { events } = await connect(100);
    const t0 = Date.now();
    const r = await control(mock.url, 'POST', '/__mock/push/drop', { refuseMs: 700 });
    expect(r.json.dropped).toBe(1);
    const until = Date.parse(r.json.refusingUntil);
    expect(until).toBeGreaterThanOrEqual(t0 + 700);
    expect(until).toBeLessThan(t0 + 1500);
    expect((await control(mock.url, 'GET', '/__mock/subscriptions')).json.refusingUntil).toBe(r.json.refusingUntil);

    expect(await tryUpgrade()).toBe(503);
    await waitFor(() => events.connects.length === 2, { timeout: 5000 });
    expect(events.connects[1]).toBeGreaterThanOrEqual(until);
    // It kept trying meanwhile: the drop, then refused attempts.
    expect(events.closes.length).toBeGreaterThanOrEqual(2);
    expect(await tryUpgrade()).toBe('open');
  });

  it('/__mock/reset ends a refusal', async () => {
    await control(mock.url, 'POST', '/__mock/push/drop', { refuseMs: 60_000 });
    expect(await tryUpgrade()).toBe(503);
    await control(mock.url, 'POST', '/__mock/reset');
    expect(await tryUpgrade()).toBe('open');
  });

  it('refuses a bad refuseMs and unknown keys', async () => {
    for (const refuseMs of [-1, 1.5, '500', 600_001]) {
      const r = await control(mock.url, 'POST', '/__mock/push/drop', { refuseMs });
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(/"refuseMs" must be/);
    }
    const unknown = await control(mock.url, 'POST', '/__mock/push/drop', { refuse: 500 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.knownKeys).toEqual(['refuseMs']);
  });
});
