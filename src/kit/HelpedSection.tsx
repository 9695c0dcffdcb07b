// One part of a settings screen (safer gambling, account security): a region named by its heading,
// a line of help under it, then its content.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export function HelpedSection({
  title,
  help,
  narrow = false,
  children,
}: {
  title: string;
  help: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Stack spacing={2} sx={narrow ? { maxWidth: 560 } : undefined}>
        <div>
          <Typography id={id} component="h2" variant="h6">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        </div>
        {children}
      </Stack>
    </Box>
  );
}
