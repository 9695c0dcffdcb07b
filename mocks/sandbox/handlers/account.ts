// account operations, from state.
import type { Handlers } from './types';

export const accountHandlers: Handlers = {};
