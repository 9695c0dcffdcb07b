// @vitest-environment jsdom
// Screens hear a new message and a game-down event; the game-down event also reaches window.
import { describe, expect, it, vi } from 'vitest';
import { emitGameDown, emitGameUp, emitMessage, GAME_DOWN_EVENT, GAME_UP_EVENT, pushEvents } from '@/push/push-events';

describe('push events', () => {
  it('delivers messages and game-down events to listeners until they unsubscribe', () => {
    const onMessage = vi.fn();
    const onGameDown = vi.fn();
    const offMessage = pushEvents.onMessage(onMessage);
    const offGameDown = pushEvents.onGameDown(onGameDown);
    emitMessage(4);
    emitGameDown({ data1: 'Y', data2: 'N' });
    expect(onMessage).toHaveBeenCalledWith(4);
    expect(onGameDown).toHaveBeenCalledWith({ data1: 'Y', data2: 'N' });
    offMessage();
    offGameDown();
    emitMessage(5);
    emitGameDown({});
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onGameDown).toHaveBeenCalledTimes(1);
  });

  it(`dispatches ${GAME_DOWN_EVENT} on window with the data`, () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(GAME_DOWN_EVENT, listener);
    emitGameDown({ data1: 'Y' });
    window.removeEventListener(GAME_DOWN_EVENT, listener);
    expect(seen).toEqual([{ data1: 'Y' }]);
  });

  it(`delivers game-up to listeners and dispatches ${GAME_UP_EVENT} on window`, () => {
    const onGameUp = vi.fn();
    const off = pushEvents.onGameUp(onGameUp);
    let seen = 0;
    const listener = () => (seen += 1);
    window.addEventListener(GAME_UP_EVENT, listener);
    emitGameUp();
    off();
    emitGameUp();
    window.removeEventListener(GAME_UP_EVENT, listener);
    expect(onGameUp).toHaveBeenCalledTimes(1);
    expect(seen).toBe(2);
  });
});
