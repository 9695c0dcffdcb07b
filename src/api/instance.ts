// The app's client, configured from the build environment. The member's token is read from its
// cookie on every call (the session layer writes and removes it).
import { COOKIES } from '../config/constants';
import { apiConfigFromEnv } from '../config/env';
import { readCookie } from '../lib/cookies';
import { createApiClient } from './client';

export const api = createApiClient({ ...apiConfigFromEnv(), readToken: () => readCookie(COOKIES.token) });
