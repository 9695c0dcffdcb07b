import { FaqScreen } from '../faq/FaqScreen';

/** Frequently asked questions (/cscenter/faq/list, mobile /csMain/faq): expandable entries and a search. */
export function FaqPage() {
  return <FaqScreen />;
}
