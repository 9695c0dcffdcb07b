import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** A message (/mypage/message/read/:msgIdx). Until the mypage issue delivers it: its title and what will be there. */
export function MessageReadPage() {
  return <ScreenPlaceholder screen="messageRead" />;
}
