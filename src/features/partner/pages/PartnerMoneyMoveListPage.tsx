import { MoneyMoveForm } from '../money-move/MoneyMoveForm';
import { MoveListScreen } from '../move-list/MoveListScreen';

/**
 * Money moves between sub-members (/partner/partnerMoneyMoveList), in the partner layout: the move
 * form (MoneyMoveForm) in MoveListScreen's `action` slot, above the history grid.
 */
export function PartnerMoneyMoveListPage() {
  return <MoveListScreen action={<MoneyMoveForm />} />;
}
