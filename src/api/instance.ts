// The app's client, configured from the build environment.
import { apiConfigFromEnv } from '../config/env';
import { readSessionToken } from '../session/token';
import { createApiClient } from './client';

export const api = createApiClient({ ...apiConfigFromEnv(), readToken: readSessionToken });
