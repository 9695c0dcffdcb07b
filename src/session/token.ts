import { COOKIES } from '../config/constants';
import { readCookie } from '../lib/cookies';

/** The member's session token, sent by the client as X-Session-Token while logged in. */
export const readSessionToken = (): string | undefined => readCookie(COOKIES.token);
