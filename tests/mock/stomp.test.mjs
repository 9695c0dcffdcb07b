// The STOMP push broker: @stomp/stompjs as the app uses it, plus raw frames for the protocol edges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';
import { control, startMini, waitFor, waitForSubscription } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startMini({ heartBeat: [150, 150] });
});
afterAll(() => mock?.close());

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Connect a stompjs client (Node has no global WebSocket: give it one from `ws`). */
function connect(opts = {}) {
  const client = new Client({
    webSocketFactory: () => new WebSocket(mock.wsUrl),
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
    ...opts,
  });
  return new Promise((resolve, reject) => {
    client.onConnect = (frame) => resolve({ client, frame });
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.onWebSocketError = () => reject(new Error('websocket error'));
    client.activate();
  });
}

/** Subscribe and collect parsed JSON bodies (with the headers of each message). */
function collect(client, destination) {
  const got = [];
  const sub = client.subscribe(destination, (m) => got.push({ body: JSON.parse(m.body), headers: m.headers }));
  return { got, sub };
}

/** A raw WebSocket STOMP client: send frames as text, read frames and heart-beats. */
function raw() {
  const ws = new WebSocket(mock.wsUrl);
  const state = { frames: [], beats: 0, closed: false, ws };
  ws.on('message', (data) => {
    const text = data.toString('utf8');
    if (/^\r?\n$/.test(text)) return void state.beats++;
    for (const part of text.split('\0')) {
      const t = part.replace(/^(\r?\n)+/, '');
      if (!t) continue;
      const [head, ...rest] = t.split('\n\n');
      const [command, ...lines] = head.split('\n');
      state.frames.push({
        command,
        headers: Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)])),
        body: rest.join('\n\n'),
      });
    }
  });
  ws.on('close', () => (state.closed = true));
  state.open = new Promise((r) => ws.once('open', r));
  state.send = (command, headers = {}, body = '') =>
    ws.send(
      `${command}\n${Object.entries(headers)
        .map(([k, v]) => `${k}:${v}\n`)
        .join('')}\n${body}\0`,
    );
  state.next = (command) => waitFor(() => state.frames.find((f) => f.command === command));
  return state;
}

describe('STOMP with @stomp/stompjs', () => {
  it('connects, subscribes to a member topic, and POST /__mock/push delivers {cmd,data1,data2}', async () => {
    const { client, frame } = await connect();
    expect(frame.headers.version).toBe('1.2');
    const { got } = collect(client, '/topic/member/tok-123');
    await waitForSubscription(mock.url, '/topic/member/tok-123');

    const pushes = [
      { cmd: 'CASH', data1: '10000', data2: '500' },
      { cmd: 'INSPECT', data1: 'Y', data2: '' },
      { cmd: 'MSG', data1: '3', data2: '' },
      { cmd: 'LOCK_BET_YN', data1: 'N', data2: 'Y' },
      { cmd: 'LOGOUT', data1: '', data2: '' },
    ];
    for (const p of pushes) {
      const r = await control(mock.url, 'POST', '/__mock/push', { token: 'tok-123', ...p });
      expect(r.json).toEqual({ delivered: 1, destination: '/topic/member/tok-123' });
    }
    await waitFor(() => got.length === pushes.length);
    expect(got.map((m) => m.body)).toEqual(pushes);
    expect(got[0].headers).toMatchObject({ destination: '/topic/member/tok-123', 'content-type': 'application/json' });
    expect(got[0].headers['message-id']).toBeTruthy();
    await client.deactivate();
  });

  it('delivers only to that token, and refuses unknown commands', async () => {
    const { client } = await connect();
    const { got } = collect(client, '/topic/member/tok-A');
    await waitForSubscription(mock.url, '/topic/member/tok-A');
    expect((await control(mock.url, 'POST', '/__mock/push', { token: 'tok-B', cmd: 'CASH', data1: '1', data2: '0' })).json.delivered).toBe(
      0,
    );
    const bad = await control(mock.url, 'POST', '/__mock/push', { token: 'tok-A', cmd: 'CASHH' });
    expect(bad.status).toBe(400);
    expect(bad.json.validCommands).toEqual(['INSPECT', 'CASH', 'MSG', 'LOGOUT', 'LOCK_BET_YN']);
    await sleep(50);
    expect(got).toEqual([]);
    await client.deactivate();
  });

  it('powerball topics: push to any destination; a client SEND is refused with ERROR and reaches no one', async () => {
    const a = await connect();
    const b = await connect();
    const round = collect(a.client, '/topic/powerball/round');
    const result = collect(b.client, '/topic/powerball/result');
    await waitForSubscription(mock.url, '/topic/powerball/round');
    await waitForSubscription(mock.url, '/topic/powerball/result');

    const r = await control(mock.url, 'POST', '/__mock/push', { destination: '/topic/powerball/round', body: { round: 1024, left: 120 } });
    expect(r.json.delivered).toBe(1);
    await waitFor(() => round.got.length === 1);
    expect(round.got[0].body).toEqual({ round: 1024, left: 120 });

    const refused = new Promise((resolve) => (a.client.onStompError = resolve));
    a.client.publish({ destination: '/topic/powerball/result', body: JSON.stringify({ round: 1023, ball: [1, 2, 3, 4, 5], pb: 7 }) });
    expect((await refused).headers.message).toBe('SEND is not accepted');
    await sleep(50);
    expect(result.got).toEqual([]);
    await a.client.deactivate();
    await b.client.deactivate();
  });

  it('GET /__mock/subscriptions counts subscribers; UNSUBSCRIBE and disconnect remove them', async () => {
    const dest = '/topic/member/tok-count';
    const a = await connect();
    const b = await connect();
    const subA = collect(a.client, dest).sub;
    collect(b.client, dest);
    await waitForSubscription(mock.url, dest, 2);
    const count = async () =>
      (await control(mock.url, 'GET', '/__mock/subscriptions')).json.destinations.find((d) => d.destination === dest)?.subscribers ?? 0;
    subA.unsubscribe();
    await waitFor(async () => (await count()) === 1);
    await b.client.deactivate();
    await waitFor(async () => (await count()) === 0);
    await a.client.deactivate();
  });

  it('negotiates heart-beats with the client and keeps the connection alive on them', async () => {
    let pongs = 0;
    const { client, frame } = await connect({
      heartbeatIncoming: 80,
      heartbeatOutgoing: 80,
      debug: (line) => {
        if (line.includes('PONG')) pongs++;
      },
    });
    expect(frame.headers['heart-beat']).toBe('150,150');
    await sleep(800); // several periods: both sides must beat or the other would drop them
    expect(client.connected).toBe(true);
    expect(pongs).toBeGreaterThan(0);
    await client.deactivate();
  });

  it('acknowledges DISCONNECT with a RECEIPT (stompjs deactivate)', async () => {
    const { client } = await connect();
    const receipt = new Promise((resolve) => client.watchForReceipt('sub-1', resolve));
    client.subscribe('/topic/member/receipt', () => {}, { receipt: 'sub-1' });
    expect((await receipt).headers['receipt-id']).toBe('sub-1');
    await client.deactivate(); // sends DISCONNECT with a receipt and waits for it
    expect(client.connected).toBe(false);
  });
});

describe('STOMP protocol edges (raw frames)', () => {
  it('CONNECTED carries version and heart-beat; the broker beats at max(its offer, what the client wants)', async () => {
    const c = raw();
    await c.open;
    c.send('CONNECT', { 'accept-version': '1.1,1.2', host: 'mock', 'heart-beat': '50,50' });
    const connected = await c.next('CONNECTED');
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('150,150');
    const beat = setInterval(() => c.ws.readyState === 1 && c.ws.send('\n'), 50);
    await sleep(700);
    expect(c.beats).toBeGreaterThanOrEqual(2);
    expect(c.closed).toBe(false);
    clearInterval(beat);
    // Silent client: dropped after about twice the negotiated period.
    await waitFor(() => c.closed, { timeout: 2000 });
  });

  it('sends no heart-beats when the client asks for none', async () => {
    const c = raw();
    await c.open;
    c.send('STOMP', { 'accept-version': '1.2', 'heart-beat': '0,0' });
    expect((await c.next('CONNECTED')).headers['heart-beat']).toBe('150,150');
    await sleep(300);
    expect(c.beats).toBe(0);
    expect(c.closed).toBe(false);
    c.ws.close();
  });

  it('DISCONNECT with receipt → RECEIPT, then the socket closes', async () => {
    const c = raw();
    await c.open;
    c.send('CONNECT', { 'accept-version': '1.2' });
    await c.next('CONNECTED');
    c.send('DISCONNECT', { receipt: '77' });
    expect((await c.next('RECEIPT')).headers['receipt-id']).toBe('77');
    await waitFor(() => c.closed);
  });

  it.each([
    ['a frame before CONNECT', (c) => c.send('SUBSCRIBE', { id: '1', destination: '/topic/x' }), /not connected/],
    ['an unknown command', (c) => (c.send('CONNECT', { 'accept-version': '1.2' }), c.send('HELLO')), /unknown command/],
    [
      'SUBSCRIBE without destination',
      (c) => (c.send('CONNECT', { 'accept-version': '1.2' }), c.send('SUBSCRIBE', { id: '1' })),
      /without destination/,
    ],
    ['an unsupported version', (c) => c.send('CONNECT', { 'accept-version': '2.0' }), /unsupported STOMP version/],
    ['a malformed frame', (c) => c.ws.send('CONNECT\nno-colon-here\n\n\0'), /malformed frame/],
  ])('answers ERROR and closes on %s', async (_name, act, message) => {
    const c = raw();
    await c.open;
    act(c);
    const error = await c.next('ERROR');
    expect(error.headers.message).toMatch(message);
    await waitFor(() => c.closed);
  });

  it('refuses WebSocket upgrades on other paths', async () => {
    const ws = new WebSocket(mock.wsUrl.replace('/ws', '/other'));
    await expect(new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)))).rejects.toThrow();
  });
});
