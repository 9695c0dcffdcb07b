import { MoveListScreen } from '../move-list/MoveListScreen';

/**
 * Money moves between sub-members (/partner/partnerMoneyMoveList), in the partner layout: the
 * history grid. The money move action (form) is built separately and goes in MoveListScreen's
 * `action` slot, above the history.
 */
export function PartnerMoneyMoveListPage() {
  return <MoveListScreen />;
}
