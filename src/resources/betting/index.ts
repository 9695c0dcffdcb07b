// The shared betting layer: the bet call and the level limits, each bet code's message and retry
// wait, the odds-change answer and the member's odds-change setting, and the placement hook any slip (sports or mini games) uses. The
// stake's rules are in @forms/schemas/bet.
export { betLimitsQuery, useBetLimit, usePlaceBetCall, type BetLimit, type BetProcData, type LimitKind } from './api';
export { BET_ERROR_CODES, BET_RETRY_WAIT_SECONDS, betFailureOf, type BetFailure } from './bet-errors';
export { BetOutcomeView } from './BetOutcomeView';
export { BettingScreen, type BettingScreenProps } from './BettingScreen';
export { HeldPriceView } from './HeldPriceView';
export { oddsMovesOf, type OddsMove, type PickRef } from './odds-change';
export { currentOddsPolicy, setOddsPolicy, useOddsPolicy } from './odds-policy';
export { OddsPolicySetting } from './OddsPolicySetting';
export { SlipPanel, type SlipPanelProps } from './SlipPanel';
export { StakeInput } from './StakeInput';
export { usePlaceBet, type BetOutcome } from './use-place-bet';
export { useRetryWait } from './use-retry-wait';
