// A mobile auth page's frame: a titled section (h1) around the form.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export function AuthPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={id} component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
