// Sports results by kind (/result/sport/winloose|handy|underover|special): the kind from the address
// (the list is the screen's frame).
import { useLocation } from 'react-router-dom';
import { RESULT_KINDS, SportResults } from '../sport/SportResults';

export function SportResultsScreen() {
  const last = useLocation().pathname.split('/').filter(Boolean).pop();
  const kind = RESULT_KINDS.find((k) => k === last) ?? 'winloose';
  return <SportResults key={kind} kind={kind} />;
}
