import { MessageReadScreen } from '../messages/MessageReadScreen';

/** A message (/mypage/message/read/:msgIdx, mobile /msgMain/msgRead/:msgIdx): reading it marks it read. */
export function MessageReadPage() {
  return <MessageReadScreen />;
}
