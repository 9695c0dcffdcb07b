// The frame of a money request screen (deposit, withdrawal, their USDT forms): the heading, then a
// spinner until what the form needs is read, the failure's own message with a retry if a read fails
// (a suspended member reads U0011 here), or the form.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { ScreenFrame } from '@/kit/ScreenFrame';

export interface MoneyScreenProps {
  readonly title: string;
  /** The spinner's name while the reads are on their way. */
  readonly loadingLabel: string;
  /** The first failed read, if any, and how to try it again. */
  readonly failure: { readonly error: unknown; readonly retry: () => void } | null;
  /** Shown under the heading whatever the state (the bank / USDT links). */
  readonly above?: ReactNode;
  /** The form, once everything it needs is read (null until then). */
  readonly children: ReactNode | null;
}

export function MoneyScreen({ title, loadingLabel, failure, above, children }: MoneyScreenProps) {
  const layout = useLayout();
  const titleId = useId();
  return (
    <ScreenFrame labelledBy={titleId} narrow>
      <Typography id={titleId} component="h1" variant={layout === 'desktop' ? 'h5' : 'h6'} sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {above}
      {failure ? (
        <QueryError error={failure.error} onRetry={failure.retry} />
      ) : children === null ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      ) : (
        children
      )}
    </ScreenFrame>
  );
}
