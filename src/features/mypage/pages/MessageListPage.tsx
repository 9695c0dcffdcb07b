import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Message box (/mypage/message/list, mobile /msgMain/msg). Until the mypage issue delivers it: its title and what will be there. */
export function MessageListPage() {
  return <ScreenPlaceholder screen="messageList" />;
}
