// The mock's STOMP push to a member's topic, for the push, session and game tests: who listens, wait
// for a listener, send a command. Nothing here is reachable from src.
import { eventually } from './eventually';
import { control } from './mock';

export const MEMBER_TOPIC = (token: string) => `/topic/member/${token}`;

/** How many subscribe to a destination on the mock's broker now. */
export async function subscribers(destination: string): Promise<number> {
  const answer = (await control('GET', '/__mock/subscriptions')) as { destinations: { destination: string; subscribers: number }[] };
  return answer.destinations.find((d) => d.destination === destination)?.subscribers ?? 0;
}

/** Waits until the member's topic has a subscriber (a push sent before is lost). */
export const waitForTopic = (token: string, count = 1) =>
  eventually(async () => (await subscribers(MEMBER_TOPIC(token))) === count, 10_000, `${count} subscriber(s) on ${MEMBER_TOPIC(token)}`);

/** Sends a push command to the member's topic; returns how many it reached. */
export async function push(token: string, cmd: string, data1?: string, data2?: string): Promise<number> {
  const answer = (await control('POST', '/__mock/push', {
    token,
    cmd,
    ...(data1 === undefined ? {} : { data1 }),
    ...(data2 === undefined ? {} : { data2 }),
  })) as { delivered: number };
  return answer.delivered;
}
