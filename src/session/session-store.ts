// The member's session: one small external store (React reads it with useSyncExternalStore).
// It owns the token cookie. It never navigates: the app listens to `onSignedOut` and decides
// where to go and what to say (docs/rules.md#states: logout → main; INSPECT → /warning; TK999 → alert).
import type { components } from '../api/generated/schema';
import { COOKIES, TOKEN_LIFETIME_MINUTES } from '../config/constants';
import { readCookie, removeCookie, writeCookie } from '../lib/cookies';
import { createStore } from '../lib/store';
import { holdPromotions } from './promotion-hold';

export type Member = components['schemas']['Member'];
export type LoginData = components['schemas']['LoginData'];

export type SignOutReason =
  | 'user' // the member pressed logout
  | 'duplicate' // TK999: logged in elsewhere
  | 'inspect' // push INSPECT with data1 Y: site maintenance
  | 'push' // push LOGOUT
  | 'refreshFailed' // token refresh failed
  | 'memberInfoFailed' // /api/member/info failed at start
  | 'unauthorized' // a member call was refused (HTTP 401) with the current token
  | 'otherTab' // the session ended in another tab of this browser
  | 'excluded'; // a time-out or self-exclusion set here or on another device (push LOGOUT RG01 / RG02)

/** A time-out or self-exclusion and when it ends (Seoul `YYYY-MM-DD HH:mm:ss`, as the server says it). */
export interface Exclusion {
  readonly kind: 'timeout' | 'selfExclusion';
  readonly until: string;
}

/**
 * Why the last session of this tab ended, when the guest page has to say it (docs/rules.md#sessions):
 * a login elsewhere, or a time-out / self-exclusion and its end. Null for every other sign-out.
 */
export type SessionEnd = { readonly reason: 'duplicate' } | { readonly reason: 'excluded'; readonly exclusion: Exclusion };

export interface SessionState {
  /** guest: no token; restoring: a token exists and member info is loading; member: signed in. */
  status: 'guest' | 'restoring' | 'member';
  token: string | null;
  /** Epoch ms when the token expires (server's tokenExpiresAt, else now + 120 minutes). */
  tokenExpiresAt: number | null;
  member: Member | null;
  unread: number;
  /** Balance calls failed in a row since the last fresh figure (poll answer or CASH push). */
  balanceFailures: number;
  /** Why the last session ended, told on the guest page until dismissed or the next sign-in. */
  ended?: SessionEnd | null;
}

type SignOutListener = (reason: SignOutReason) => void;

const endOf = (reason: SignOutReason, exclusion: Exclusion | undefined): SessionEnd | null => {
  if (reason === 'duplicate') return { reason };
  if (reason === 'excluded' && exclusion) return { reason, exclusion };
  return null;
};

const lifetimeMs = TOKEN_LIFETIME_MINUTES * 60_000;

/** `YYYY-MM-DD HH:mm:ss` in Seoul → epoch ms. */
export function serverTimeToEpoch(value: string | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value.replace(' ', 'T') + '+09:00');
  return Number.isNaN(ms) ? null : ms;
}

export function createSessionStore(now: () => number = Date.now) {
  const token = readCookie(COOKIES.token) ?? null;
  const store = createStore<SessionState>({
    status: token ? 'restoring' : 'guest',
    token,
    tokenExpiresAt: token ? now() + lifetimeMs : null,
    member: null,
    unread: 0,
    balanceFailures: 0,
    ended: null,
  });
  const signOutListeners = new Set<SignOutListener>();
  const set = (next: Partial<SessionState>) => store.set((current) => ({ ...current, ...next }));
  // The cookie lives as long as the session may (120 minutes, docs/rules.md#constants), renewed with each refresh,
  // and never longer than the server's own expiry: a far-future tokenExpiresAt must not keep a
  // token in the browser for the browser's 400-day maximum.
  const storeToken = (value: string, expiresAt: string | undefined) => {
    const exp = serverTimeToEpoch(expiresAt) ?? now() + lifetimeMs;
    writeCookie(COOKIES.token, value, Math.max(60, Math.min(lifetimeMs, exp - now()) / 1000));
    return exp;
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    /** After a successful login: token cookie (120 minutes), member, unread count. */
    signIn(data: LoginData): void {
      const exp = storeToken(data.token, data.tokenExpiresAt);
      set({
        status: 'member',
        token: data.token,
        tokenExpiresAt: exp,
        member: data.member,
        unread: data.msgInfo.newMsg,
        balanceFailures: 0,
        ended: null,
      });
    },
    /** Member info loaded (at start with a token, or refreshed). */
    setMember(member: Member, unread?: number): void {
      set({ status: 'member', member, ...(unread === undefined ? {} : { unread }) });
    },
    /** A refreshed token. */
    setToken(value: string, expiresAt?: string): void {
      set({ token: value, tokenExpiresAt: storeToken(value, expiresAt) });
    },
    /**
     * A token another tab wrote to the shared cookie (its refresh or its login): taken as this tab's
     * own without writing the cookie again. A guest tab starts restoring the member with it.
     */
    adoptToken(value: string, expiresAt: number | null): void {
      if (store.get().token === value) return;
      set({
        token: value,
        tokenExpiresAt: expiresAt ?? now() + lifetimeMs,
        ...(store.get().status === 'guest' ? { status: 'restoring' as const } : {}),
      });
    },
    /** Balance poll or push CASH: fresh figures. */
    setMoney(cashAmt: number, pointAmt?: number): void {
      const { member } = store.get();
      if (!member) return;
      set({ member: { ...member, cashAmt, ...(pointAmt === undefined ? {} : { pointAmt }) }, balanceFailures: 0 });
    },
    /** Game money moved back to cash (the money merge): both figures as the server answered them. */
    setMerged(cashAmt: number, gameMoney: number): void {
      const { member } = store.get();
      if (!member) return;
      set({ member: { ...member, cashAmt, gameMoney }, balanceFailures: 0 });
    },
    /** The game money read on its own (the cash is the balance poll's, which this leaves alone). */
    setGameMoney(gameMoney: number): void {
      const { member } = store.get();
      if (!member || member.gameMoney === gameMoney) return;
      set({ member: { ...member, gameMoney } });
    },
    /** A balance call failed: the figures shown are kept, but may be out of date. */
    balanceFailed(): void {
      if (store.get().member) set({ balanceFailures: store.get().balanceFailures + 1 });
    },
    setUnread(unread: number): void {
      set({ unread });
    },
    /**
     * Removes the token cookie and member data, keeps why when the guest page says it (a login
     * elsewhere; a time-out or self-exclusion, `exclusion` its end), then tells every onSignedOut
     * listener why.
     */
    signOut(reason: SignOutReason, exclusion?: Exclusion): void {
      if (store.get().status === 'guest' && !store.get().token) return;
      removeCookie(COOKIES.token);
      const ended = endOf(reason, exclusion);
      // no promotion in this browser until it ends (docs/rules.md#safer-gambling)
      const end = exclusion ? serverTimeToEpoch(exclusion.until) : null;
      if (end !== null) holdPromotions(end);
      set({ status: 'guest', token: null, tokenExpiresAt: null, member: null, unread: 0, balanceFailures: 0, ended });
      for (const l of signOutListeners) l(reason);
    },
    /** The guest page's notice of why the session ended was read and closed. */
    dismissEnded(): void {
      if (store.get().ended) set({ ended: null });
    },
    onSignedOut(listener: SignOutListener): () => void {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one session. */
export const session: SessionStore = createSessionStore();
