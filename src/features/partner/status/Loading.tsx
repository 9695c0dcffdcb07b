import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A partner read under way: a named spinner. */
export function Loading({ label }: { readonly label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
