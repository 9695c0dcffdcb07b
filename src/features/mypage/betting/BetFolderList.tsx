import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractData } from '@/api/contract';
import { ColumnTerms } from '@/kit/paged-list/ColumnTerms';
import { formatOdds, formatServerTime } from '@/lib/format';
import { BetResultChip } from './BetResultChip';

type Folder = ContractData<'/api/bet/detail'>['folders'][number];

/** A bet's selections: a table on desktop, one block per folder on mobile. */
export function BetFolderList({ folders, compact }: { folders: readonly Folder[]; compact: boolean }) {
  const { t, i18n } = useTranslation('betting');
  const cells: { id: string; header: string; cell: (f: Folder) => ReactNode }[] = [
    {
      id: 'game',
      header: t('folder.game'),
      cell: (f) => (
        <>
          <div>{f.game}</div>
          {(f.league || f.startDate) && (
            <Typography variant="caption" color="text.secondary">
              {[f.league, f.startDate ? formatServerTime(f.startDate, i18n.language) : ''].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'market', header: t('folder.market'), cell: (f) => f.market },
    { id: 'pick', header: t('folder.pick'), cell: (f) => f.pick },
    { id: 'odds', header: t('folder.odds'), cell: (f) => formatOdds(f.odds) },
    { id: 'score', header: t('folder.score'), cell: (f) => f.score ?? '-' },
    { id: 'result', header: t('folder.result'), cell: (f) => <BetResultChip type={f.result} /> },
  ];
  if (compact)
    return (
      <Box component="ol" aria-label={t('folder.caption')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {folders.map((f, i) => (
          <Box component="li" key={f.folderIdx ?? i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <ColumnTerms columns={cells} row={f} />
          </Box>
        ))}
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={t('folder.caption')}>
        <TableHead>
          <TableRow>
            {cells.map((c) => (
              <TableCell key={c.id} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {folders.map((f, i) => (
            <TableRow key={f.folderIdx ?? i}>
              {cells.map((c) => (
                <TableCell key={c.id} sx={{ verticalAlign: 'top' }}>
                  {c.cell(f)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
