// A row of a panel's fields (a filter bar, a small form): stacked on a phone, side by side from
// `sm`; a form when it has `onSubmit`.
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

export function FieldRow({ onSubmit, children }: { onSubmit?(e: FormEvent): void; children: ReactNode }) {
  return (
    <Stack {...(onSubmit ? { component: 'form' as const, onSubmit } : {})} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {children}
    </Stack>
  );
}
