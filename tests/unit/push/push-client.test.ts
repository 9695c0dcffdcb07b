// The push client against the mock's STOMP broker (no Prism): subscribes to the member topic in
// onConnect, reconnects on a new token's topic, resubscribes after the connection drops, subscribes
// powerball topics only while someone listens, and disconnects.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStompBroker } from '../../../mocks/stomp-broker.mjs';
import { createPushClient, memberTopic, POWERBALL_TOPICS, type PowerballPush, type PushClient } from '@/push/push-client';

let server: http.Server;
let broker: ReturnType<typeof createStompBroker>;
let url: string;
const sockets = new Set<import('node:stream').Duplex>();

beforeAll(async () => {
  broker = createStompBroker({ heartBeat: [0, 0] });
  server = http.createServer();
  server.on('upgrade', (req, socket, head) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    broker.handleUpgrade(req, socket, head);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await broker.close();
  await new Promise((resolve) => server.close(resolve));
});

async function waitFor(check: () => boolean, timeout = 5_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const subscribers = (destination: string) =>
  broker.subscriptions().destinations.find((d: { destination: string }) => d.destination === destination)?.subscribers ?? 0;

function client(received: string[], loads: { count: number }): PushClient {
  return createPushClient({
    load: () => {
      loads.count++;
      return import('@stomp/stompjs');
    },
    url: () => url,
    onMemberMessage: (body) => received.push(body),
    webSocketFactory: (u) => new WebSocket(u),
  });
}

describe('the push client', () => {
  it('subscribes to the member topic, moves to the new topic on a new token, and disconnects', async () => {
    const received: string[] = [];
    const loads = { count: 0 };
    const push = client(received, loads);
    await push.connect('tok-a');
    await waitFor(() => subscribers(memberTopic('tok-a')) === 1);
    expect(broker.publish(memberTopic('tok-a'), JSON.stringify({ cmd: 'MSG', data1: '2' }))).toBe(1);
    await waitFor(() => received.length === 1);
    expect(JSON.parse(received[0]!)).toEqual({ cmd: 'MSG', data1: '2' });

    await push.connect('tok-b');
    await waitFor(() => subscribers(memberTopic('tok-b')) === 1 && subscribers(memberTopic('tok-a')) === 0);
    expect(broker.subscriptions().connections).toBe(1);

    await push.disconnect();
    await waitFor(() => broker.subscriptions().connections === 0);
    expect(loads.count).toBe(2);
  });

  it('resubscribes after the connection drops (stompjs does not by itself)', { timeout: 15_000 }, async () => {
    const push = client([], { count: 0 });
    await push.connect('tok-c');
    await waitFor(() => subscribers(memberTopic('tok-c')) === 1);
    for (const socket of sockets) socket.destroy(); // the network drops every connection
    await waitFor(() => subscribers(memberTopic('tok-c')) === 0);
    await waitFor(() => subscribers(memberTopic('tok-c')) === 1, 8_000);
    await push.disconnect();
    await waitFor(() => broker.subscriptions().connections === 0);
  });

  it('subscribes the powerball topics only while a listener is registered', async () => {
    const push = client([], { count: 0 });
    const rounds: PowerballPush[] = [];
    const early = push.subscribePowerball(() => {}); // before the connection: subscribed in onConnect
    await push.connect('tok-d');
    await waitFor(() => subscribers(POWERBALL_TOPICS.round) === 1 && subscribers(POWERBALL_TOPICS.result) === 1);
    early();
    await waitFor(() => subscribers(POWERBALL_TOPICS.round) === 0);
    const off = push.subscribePowerball((topic, message) => topic === 'round' && rounds.push(message));
    await waitFor(() => subscribers(POWERBALL_TOPICS.round) === 1);
    broker.publish(POWERBALL_TOPICS.round, JSON.stringify({ round: 1024, remainSeconds: 120 }));
    await waitFor(() => rounds.length === 1);
    expect(rounds[0]).toEqual({ round: 1024, remainSeconds: 120 });
    off();
    await push.disconnect();
  });

  it('never opens a socket (nor loads stompjs) for powerball listeners alone', async () => {
    const loads = { count: 0 };
    const push = client([], loads);
    const off = push.subscribePowerball(() => {});
    await new Promise((r) => setTimeout(r, 100));
    expect(loads.count).toBe(0);
    expect(broker.subscriptions().connections).toBe(0);
    off();
  });
});
