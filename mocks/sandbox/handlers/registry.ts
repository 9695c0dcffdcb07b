// Every operation the sandbox serves from state, by group. An operation missing here answers the
// contract's example (README: which ones, and the issue that brings them into state).
import { accountHandlers } from './account';
import { betHandlers } from './bets';
import { boardHandlers } from './board';
import { cashHandlers } from './cash';
import { gameHandlers } from './games';
import { ledgerHandlers } from './ledger';
import { memberHandlers } from './member';
import { messagesHandlers } from './messages';
import { minigameHandlers } from './minigames';
import { partnerHandlers } from './partner';
import { rewardsHandlers } from './rewards';
import { safetyHandlers } from './safety';
import { siteHandlers } from './site';
import { sportsHandlers } from './sports';
import { OPERATIONS, type OperationId } from '../../../src/api/generated/operations';
import type { Handlers } from './types';

export const HANDLERS: Handlers = {
  ...memberHandlers,
  ...accountHandlers,
  ...siteHandlers,
  ...cashHandlers,
  ...rewardsHandlers,
  ...messagesHandlers,
  ...boardHandlers,
  ...betHandlers,
  ...minigameHandlers,
  ...gameHandlers,
  ...sportsHandlers,
  ...partnerHandlers,
  ...safetyHandlers,
  ...ledgerHandlers,
};

/** What /__sandbox/health reports about the operations: those served from state and those answering the contract's example. */
export function servedFromState(handlers: Handlers): { state: OperationId[]; examples: OperationId[] } {
  const all = Object.keys(OPERATIONS) as OperationId[];
  return { state: all.filter((id) => handlers[id]), examples: all.filter((id) => !handlers[id]) };
}
