// site operations, from state.
import type { Handlers } from './types';

export const siteHandlers: Handlers = {};
