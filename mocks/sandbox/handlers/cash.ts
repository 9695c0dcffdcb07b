// cash operations, from state.
import type { Handlers } from './types';

export const cashHandlers: Handlers = {};
