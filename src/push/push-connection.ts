// The app's one push client: member messages go to the command handler.
import { handlePushCommand, parsePushMessage } from './push-commands';
import { createPushClient, type PowerballListener, type PushClient } from './push-client';
import { pushUrl } from './push-url';

export const pushClient: PushClient = createPushClient({
  load: () => import('@stomp/stompjs'),
  url: () => pushUrl(),
  onMemberMessage(body) {
    const message = parsePushMessage(body);
    if (message) handlePushCommand(message);
  },
});

/** For the mini-game screens: powerball rounds and results while logged in (no socket for guests). */
export const subscribePowerball = (listener: PowerballListener): (() => void) => pushClient.subscribePowerball(listener);
