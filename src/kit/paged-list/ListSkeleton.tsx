import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** While the first page loads: as many rows as a page holds, each the height of a row or card. */
export function ListSkeleton({ rows, rowHeight }: { rows: number; rowHeight: number }) {
  return (
    <Stack spacing={1} aria-hidden data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={rowHeight} />
      ))}
    </Stack>
  );
}
