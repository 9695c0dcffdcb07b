// The member topic's commands (docs/rules.md#states, contract x-push), each applied to the session or told to
// the screens. A message that is not a known command is ignored.
import type { components } from '../api/generated/schema';
import { session, type SessionStore } from '../session/session-store';
import { emitGameDown, emitGameUp, emitMessage, emitMoney, type GameDown } from './push-events';

export type PushMessage = components['schemas']['PushMessage'];
type Command = PushMessage['cmd'];

const COMMANDS: readonly Command[] = ['INSPECT', 'CASH', 'MSG', 'LOGOUT', 'LOCK_BET_YN'];

const isCommand = (value: unknown): value is Command => typeof value === 'string' && (COMMANDS as readonly string[]).includes(value);
const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The JSON body of a member message, or null when it is not one. */
export function parsePushMessage(body: string): PushMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('cmd' in value) || !isCommand(value.cmd)) return null;
  const data1 = 'data1' in value ? optionalString(value.data1) : undefined;
  const data2 = 'data2' in value ? optionalString(value.data2) : undefined;
  return { cmd: value.cmd, ...(data1 === undefined ? {} : { data1 }), ...(data2 === undefined ? {} : { data2 }) };
}

/** A non-negative amount or count from a data field; undefined when absent or not a number. */
function amount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export interface PushDeps {
  readonly store: Pick<SessionStore, 'signOut' | 'setMoney' | 'setUnread'>;
  readonly message: (unread: number) => void;
  /** CASH: the money changed on the server (an approval, a rejection, an adjustment): its lists are read again. */
  readonly money: () => void;
  readonly gameDown: (data: GameDown) => void;
  /** LOCK_BET_YN with data1 N and data2 Y: games are back (launch and betting enable again). */
  readonly gameUp: () => void;
}

const defaultDeps: PushDeps = { store: session, message: emitMessage, money: emitMoney, gameDown: emitGameDown, gameUp: emitGameUp };

export function handlePushCommand({ cmd, data1, data2 }: PushMessage, deps: PushDeps = defaultDeps): void {
  switch (cmd) {
    case 'INSPECT':
      if (data1 === 'Y') deps.store.signOut('inspect');
      return;
    case 'CASH': {
      const cash = amount(data1);
      if (cash === undefined) return;
      deps.store.setMoney(cash, amount(data2));
      deps.money();
      return;
    }
    case 'MSG': {
      const unread = amount(data1);
      if (unread === undefined) return;
      deps.store.setUnread(unread);
      deps.message(unread);
      return;
    }
    case 'LOGOUT':
      // data1 says why, when the guest page must say it (docs/rules.md#sessions): TK999 a login
      // elsewhere; RG01 / RG02 a time-out / self-exclusion until data2
      if (data1 === 'TK999') deps.store.signOut('duplicate');
      else if ((data1 === 'RG01' || data1 === 'RG02') && data2)
        deps.store.signOut('excluded', { kind: data1 === 'RG01' ? 'timeout' : 'selfExclusion', until: data2 });
      else deps.store.signOut('push');
      return;
    case 'LOCK_BET_YN':
      if (data1 === 'N' && data2 === 'Y') deps.gameUp();
      else deps.gameDown({ ...(data1 === undefined ? {} : { data1 }), ...(data2 === undefined ? {} : { data2 }) });
      return;
  }
}
