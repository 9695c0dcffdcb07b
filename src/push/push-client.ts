// The push socket (docs/rules.md#states, contract x-push): STOMP over a WebSocket, member topic per token,
// powerball topics only while a screen listens. @stomp/stompjs is loaded on the first connect, so
// guests never download it. stompjs does not resubscribe after a reconnect: every subscription is
// made in onConnect. Reconnects back off exponentially (1 s, 2 s, 4 s … at most 2 minutes).
import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';
import type { components } from '../api/generated/schema';

export type PowerballPush = components['schemas']['PowerballPush'];
export type PowerballTopic = 'round' | 'result';
export type PowerballListener = (topic: PowerballTopic, message: PowerballPush) => void;

export const memberTopic = (token: string): string => `/topic/member/${token}`;
export const POWERBALL_TOPICS: Readonly<Record<PowerballTopic, string>> = {
  round: '/topic/powerball/round',
  result: '/topic/powerball/result',
};
export const PUSH_RECONNECT = { firstDelayMs: 1_000, maxDelayMs: 120_000 } as const;
export const PUSH_HEARTBEAT_MS = 10_000;

type Stomp = typeof import('@stomp/stompjs');

export interface PushClientOptions {
  /** Loads stompjs (a dynamic import in the app). */
  readonly load: () => Promise<Stomp>;
  /** The socket address, read at connect time. */
  readonly url: () => string;
  /** A member topic message's body. */
  readonly onMemberMessage: (body: string) => void;
  /** Where no global WebSocket exists (Node tests): makes the socket. */
  readonly webSocketFactory?: (url: string) => unknown;
}

function parsePowerball(body: string): PowerballPush | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && 'round' in value && typeof value.round === 'number'
      ? (value as PowerballPush)
      : null;
  } catch {
    return null;
  }
}

export function createPushClient(options: PushClientOptions) {
  let client: Client | null = null;
  let token: string | null = null;
  let generation = 0;
  let powerballSubscriptions: StompSubscription[] = [];
  const powerballListeners = new Set<PowerballListener>();

  const deliverPowerball = (topic: PowerballTopic) => (message: IMessage) => {
    const data = parsePowerball(message.body);
    if (data) for (const listener of powerballListeners) listener(topic, data);
  };

  function subscribePowerballTopics(c: Client): void {
    powerballSubscriptions = (Object.keys(POWERBALL_TOPICS) as PowerballTopic[]).map((topic) =>
      c.subscribe(POWERBALL_TOPICS[topic], deliverPowerball(topic)),
    );
  }

  function unsubscribePowerballTopics(): void {
    if (client?.connected) for (const s of powerballSubscriptions) s.unsubscribe();
    powerballSubscriptions = [];
  }

  function drop(): Promise<void> {
    const old = client;
    client = null;
    powerballSubscriptions = [];
    return old ? old.deactivate() : Promise.resolve();
  }

  return {
    /** Connects for this token (a new token reconnects on the new topic). */
    async connect(next: string): Promise<void> {
      if (token === next) return;
      const mine = ++generation;
      token = next;
      void drop();
      const stomp = await options.load();
      if (mine !== generation) return;
      const url = options.url();
      const factory = options.webSocketFactory;
      const c = new stomp.Client({
        ...(factory ? { webSocketFactory: () => factory(url) } : { brokerURL: url }),
        reconnectDelay: PUSH_RECONNECT.firstDelayMs,
        maxReconnectDelay: PUSH_RECONNECT.maxDelayMs,
        heartbeatIncoming: PUSH_HEARTBEAT_MS,
        heartbeatOutgoing: PUSH_HEARTBEAT_MS,
      });
      c.reconnectTimeMode = stomp.ReconnectionTimeMode.EXPONENTIAL;
      c.onConnect = () => {
        c.subscribe(memberTopic(next), (message) => options.onMemberMessage(message.body));
        if (powerballListeners.size > 0) subscribePowerballTopics(c);
      };
      client = c;
      c.activate();
    },
    /** Closes the socket and stops reconnecting (logout). */
    disconnect(): Promise<void> {
      generation++;
      token = null;
      return drop();
    },
    /** The socket is open and subscribed. */
    connected: (): boolean => client?.connected === true,
    /**
     * Powerball round and result messages while the listener is registered. It never opens the
     * socket: the topics are subscribed on the member's connection while at least one listens.
     */
    subscribePowerball(listener: PowerballListener): () => void {
      powerballListeners.add(listener);
      if (powerballListeners.size === 1 && client?.connected) subscribePowerballTopics(client);
      return () => {
        powerballListeners.delete(listener);
        if (powerballListeners.size === 0) unsubscribePowerballTopics();
      };
    },
  };
}

export type PushClient = ReturnType<typeof createPushClient>;
