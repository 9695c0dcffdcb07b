// The money move history by type, period and member, on the partner grid. The money move action
// (its own form) goes in `action`, above the history.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_ANCHORS } from '@/config/history-paths';
import { useGridState } from '@/kit/data-grid/grid-state';
import { PartnerGrid } from '../grid/PartnerGrid';
import { MOVE_FILTERS, TRANSFER_TYPES, useMoveList } from './api';
import { moveColumns, moveRowKey } from './move-columns';

export function MoveListScreen({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('partner');
  const grid = useGridState(MOVE_FILTERS);
  const list = useMoveList(grid.state, grid.sort);
  const selects = [
    {
      name: 'type' as const,
      label: t('moveList.filter.type'),
      options: TRANSFER_TYPES.map((v) => ({ value: v, label: t(`moveList.type.${v}`) })),
    },
  ];
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {action}
      {/* the move form's lost answer links here (HISTORY_PATHS.move) */}
      <Box id={HISTORY_ANCHORS.move} tabIndex={-1} sx={{ minWidth: 0, outline: 'none' }}>
        <PartnerGrid
          name="partnerMoneyMoveList"
          words="moveList"
          grid={grid}
          list={list}
          columns={moveColumns}
          rowKey={moveRowKey}
          period
          selects={selects}
          search="search"
          csvName="partner-money-moves"
        />
      </Box>
    </Stack>
  );
}
