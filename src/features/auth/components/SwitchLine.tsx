// "Not a member yet? Sign up" / "Already a member? Log in": the switch between login and signup.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SwitchLine({ text, children }: { readonly text: string; readonly children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {children}
    </Stack>
  );
}
