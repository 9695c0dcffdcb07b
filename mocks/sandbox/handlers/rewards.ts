// rewards operations, from state.
import type { Handlers } from './types';

export const rewardsHandlers: Handlers = {};
