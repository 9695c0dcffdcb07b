import { MessageListScreen } from '../messages/MessageListScreen';

/** Message box (/mypage/message/list, mobile /msgMain/msg): the member's messages, by page, with delete and mark all read. */
export function MessageListPage() {
  return <MessageListScreen />;
}
