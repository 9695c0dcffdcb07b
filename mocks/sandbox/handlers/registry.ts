// Every operation the sandbox serves from state, by group. An operation missing here answers the
// contract's example (README: which ones, and the issue that brings them into state).
import { memberHandlers } from './member';
import type { Handlers } from './types';

export const HANDLERS: Handlers = {
  ...memberHandlers,
};
