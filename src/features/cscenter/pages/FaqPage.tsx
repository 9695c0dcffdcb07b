import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Frequently asked questions (/cscenter/faq/list). Until the cscenter issue delivers it: its title and what will be there. */
export function FaqPage() {
  return <ScreenPlaceholder screen="faq" />;
}
