// A link to the history where a money request can be seen: after a success, and when its answer was
// lost (the outcome unknown: the member looks there before asking again).
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

export interface HistoryLinkProps {
  readonly to: string;
  readonly label: string;
}

export function HistoryLink({ to, label }: HistoryLinkProps) {
  return (
    <Link component={RouterLink} to={to}>
      {label}
    </Link>
  );
}
