// messages operations, from state.
import type { Handlers } from './types';

export const messagesHandlers: Handlers = {};
