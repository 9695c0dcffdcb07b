// The money move history by type, period and member, on the partner grid. The money move action
// (the page's title and its form) goes in `action`, above the history, which is then the page's second
// section (h2).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_ANCHORS } from '@/config/history-paths';
import { gridSelect } from '@/kit/data-grid/ContractGrid';
import { PartnerGrid } from '../grid/PartnerGrid';
import { TRANSFER_TYPES, useMoveList } from '../api/partner-money-move-list';
import { moveColumns, moveRowKey } from './move-columns';

export function MoveListScreen({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('partner');
  const grid = useMoveList();
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {action}
      {/* the move form's lost answer links here (HISTORY_PATHS.move) */}
      <Box id={HISTORY_ANCHORS.move} tabIndex={-1} sx={{ minWidth: 0, outline: 'none' }}>
        <PartnerGrid
          name="partnerMoneyMoveList"
          words="moveList"
          grid={grid}
          columns={moveColumns}
          rowKey={moveRowKey}
          selects={[gridSelect('type', t('moveList.filter.type'), TRANSFER_TYPES, (v) => t(`moveList.type.${v}`))]}
          csvName="partner-money-moves"
          {...(action ? { heading: 'h2' as const } : {})}
        />
      </Box>
    </Stack>
  );
}
