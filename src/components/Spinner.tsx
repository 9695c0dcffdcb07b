import Box from '@mui/material/Box';

/**
 * A small loading spinner in CSS (no progress component in the first chunk): a labelled
 * progressbar for assistive technology, a turning ring for the eye.
 */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        border: 3,
        borderColor: 'divider',
        borderTopColor: 'primary.main',
        animation: 'winner-spin 0.9s linear infinite',
        '@keyframes winner-spin': { to: { transform: 'rotate(360deg)' } },
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      }}
    />
  );
}
