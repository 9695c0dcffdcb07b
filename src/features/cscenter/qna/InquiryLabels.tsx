// An inquiry's type (bank account / other) and state (answer complete / waiting) as labels: the state
// in words and colour, never colour alone.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BoardRow } from '@/domain/board-posts/api/board-list';

export function InquiryState({ status }: { status: BoardRow['status'] }) {
  const { t } = useTranslation('cscenter');
  const state = status ?? 'waiting';
  return (
    <Chip
      size="small"
      variant={state === 'answered' ? 'filled' : 'outlined'}
      color={state === 'answered' ? 'success' : 'warning'}
      label={t(`qna.state.${state}`)}
    />
  );
}

export function InquiryType({ type }: { type: BoardRow['inquiryType'] }) {
  const { t } = useTranslation('cscenter');
  return <>{t(`qna.type.${type ?? 'other'}`)}</>;
}
