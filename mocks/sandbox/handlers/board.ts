// board operations, from state.
import type { Handlers } from './types';

export const boardHandlers: Handlers = {};
