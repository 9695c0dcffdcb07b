import Box from '@mui/material/Box';
import { SafeHtml } from '@/components/SafeHtml';

/**
 * Server HTML to read (a message, a notice, a post) through SafeHtml (nothing in it runs); its tables
 * scroll in their own box and its images shrink to the width, so a narrow screen never scrolls
 * sideways.
 */
export function HtmlContent({ html }: { html: string | undefined }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        overflowWrap: 'anywhere',
        lineHeight: 1.7,
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse', my: 2 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'left' },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
      }}
    >
      <SafeHtml html={html} />
    </Box>
  );
}
