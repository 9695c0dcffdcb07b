// The heading of a part of a partner screen (h2): today's figures, the rates, a reservation.
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionHeading({ id, children }: { readonly id?: string; readonly children: ReactNode }) {
  return (
    <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}
