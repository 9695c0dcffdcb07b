import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { stateWord, type CashState } from './cash-row';

const colors = { '0': 'info', '1': 'success', '2': 'warning', '-1': 'default' } as const;

export function CashStatusChip({ status }: { status: CashState }) {
  const { t } = useTranslation('history');
  return <Chip size="small" variant="outlined" color={colors[status]} label={stateWord(t, status)} />;
}
