// A panel of figures or help beside a form or over a list (held money and the rules, a rate, a
// wallet, a point summary): an outlined region named by its heading (h2), then its content.
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface PanelProps {
  /** The heading, which names the region. */
  readonly title: ReactNode;
  /** Besides the panel's padding (a grid cell's minWidth). */
  readonly sx?: SxProps<Theme>;
  readonly children: ReactNode;
}

export function Panel({ title, sx, children }: PanelProps) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={[{ p: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
