// A link to the history where a money request or a bet can be seen: after a success, and when its
// answer was lost (the outcome unknown: the member looks there before asking again). A history on
// the same page (an address with #anchor) gets the focus, which scrolls it into view.
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export interface HistoryLinkProps {
  readonly to: string;
  readonly label: string;
}

export function HistoryLink({ to, label }: HistoryLinkProps) {
  const { pathname } = useLocation();
  const [path, anchor] = to.split('#');
  const here = anchor !== undefined && path === pathname;
  const focusHistory = () => {
    // after the navigation to the anchor has rendered
    window.setTimeout(() => document.getElementById(anchor ?? '')?.focus(), 0);
  };
  return (
    <Link component={RouterLink} to={to} onClick={here ? focusHistory : undefined}>
      {label}
    </Link>
  );
}
