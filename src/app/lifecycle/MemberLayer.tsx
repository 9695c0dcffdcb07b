import type { LayoutPaths } from '../chrome/links';
import { LoginPopups } from '../chrome/LoginPopups';
import { MoneyMergeNotice } from '../modals/MoneyMergeNotice';
import { NewMessageNotice } from '../modals/NewMessageNotice';
import { RealityCheckNotice } from '../modals/RealityCheckNotice';
import { SessionRuntime } from '../SessionRuntime';

/**
 * What only a session needs, in one chunk loaded when a token exists (MemberLayerMount): the session
 * runtime (token refresh, balance poll, push socket, sign-out clean-up) and the member's notices (new
 * message, money merge, login popups, the reality check). A guest's first page never downloads them.
 */
export function MemberLayer({ paths }: { paths: LayoutPaths }) {
  return (
    <>
      <SessionRuntime />
      <NewMessageNotice messagesPath={paths.messages} />
      <MoneyMergeNotice />
      <LoginPopups />
      <RealityCheckNotice betsPath={paths.bets} />
    </>
  );
}
