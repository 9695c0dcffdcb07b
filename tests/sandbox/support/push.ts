// Listens to a member token's push topic on the sandbox's STOMP socket, as the app does.
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';

export interface PushListener {
  got: { cmd: string; data1?: string; data2?: string }[];
  /** Resolves when a message with this cmd arrived (or rejects after `ms`). */
  waitFor(cmd: string, ms?: number): Promise<{ cmd: string; data1?: string; data2?: string }>;
  close(): Promise<void>;
}

export async function listen(wsUrl: string, token: string): Promise<PushListener> {
  const client = new Client({
    webSocketFactory: () => new WebSocket(wsUrl),
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (f) => reject(new Error(f.headers.message));
    client.onWebSocketError = () => reject(new Error('websocket error'));
    client.activate();
  });
  const got: PushListener['got'] = [];
  const receipt = `sub-${token}`;
  await new Promise<void>((resolve) => {
    client.watchForReceipt(receipt, () => resolve());
    client.subscribe(`/topic/member/${token}`, (m) => got.push(JSON.parse(m.body) as PushListener['got'][number]), { receipt });
  });
  return {
    got,
    async waitFor(cmd, ms = 3_000) {
      const until = Date.now() + ms;
      for (;;) {
        const hit = got.find((g) => g.cmd === cmd);
        if (hit) return hit;
        if (Date.now() > until) throw new Error(`no ${cmd} push within ${ms} ms (got ${JSON.stringify(got)})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => client.deactivate(),
  };
}
