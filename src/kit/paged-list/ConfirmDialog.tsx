import { ConfirmDialog as Confirm } from '@/kit/ConfirmDialog';
import type { RowAction } from './description';

/**
 * A row action's confirmation: the kit's one confirmation (src/kit/ConfirmDialog.tsx) with the
 * action's words, its refusal of the row, its run and its history link for a lost answer.
 */
export function ConfirmDialog<R>({ asked, onClose }: { asked: { action: RowAction<R>; row: R } | null; onClose: () => void }) {
  const action = asked?.action;
  return (
    <Confirm
      open={asked !== null}
      title={action?.confirm.title ?? ''}
      text={asked ? asked.action.confirm.text(asked.row) : ''}
      ok={action?.confirm.ok ?? ''}
      refused={asked ? (asked.action.refuse?.(asked.row) ?? null) : null}
      run={() => (asked ? asked.action.run(asked.row) : Promise.resolve())}
      onClose={onClose}
      outcomeLink={action?.outcomeLink}
      tone={action?.tone}
    />
  );
}
