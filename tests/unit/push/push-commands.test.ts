// Each push command's effect (docs/rules.md#states, contract x-push), through the command handler.
import { describe, expect, it, vi } from 'vitest';
import { handlePushCommand, parsePushMessage, type PushDeps, type PushMessage } from '@/push/push-commands';

function deps() {
  const d = {
    store: { signOut: vi.fn(), setMoney: vi.fn(), setUnread: vi.fn() },
    message: vi.fn(),
    money: vi.fn(),
    gameDown: vi.fn(),
    gameUp: vi.fn(),
  } satisfies PushDeps;
  return d;
}

const run = (message: PushMessage) => {
  const d = deps();
  handlePushCommand(message, d);
  return d;
};

describe('push commands', () => {
  it("INSPECT with data1 Y signs out as 'inspect' (the app goes to /warning); other values do nothing", () => {
    expect(run({ cmd: 'INSPECT', data1: 'Y' }).store.signOut).toHaveBeenCalledWith('inspect');
    const d = run({ cmd: 'INSPECT', data1: 'N' });
    expect(d.store.signOut).not.toHaveBeenCalled();
  });

  it('CASH sets cash from data1 and points from data2', () => {
    expect(run({ cmd: 'CASH', data1: '10000', data2: '500' }).store.setMoney).toHaveBeenCalledWith(10000, 500);
    expect(run({ cmd: 'CASH', data1: '7000' }).store.setMoney).toHaveBeenCalledWith(7000, undefined);
    expect(run({ cmd: 'CASH', data1: 'abc', data2: '1' }).store.setMoney).not.toHaveBeenCalled();
  });

  it('CASH tells the screens the money moved (its lists are read again); one that sets nothing does not', () => {
    expect(run({ cmd: 'CASH', data1: '10000', data2: '500' }).money).toHaveBeenCalledTimes(1);
    expect(run({ cmd: 'CASH', data1: 'abc' }).money).not.toHaveBeenCalled();
    expect(run({ cmd: 'MSG', data1: '3' }).money).not.toHaveBeenCalled();
  });

  it('MSG sets the unread count and tells the new-message notice', () => {
    const d = run({ cmd: 'MSG', data1: '3' });
    expect(d.store.setUnread).toHaveBeenCalledWith(3);
    expect(d.message).toHaveBeenCalledWith(3);
    const bad = run({ cmd: 'MSG', data1: '-1' });
    expect(bad.store.setUnread).not.toHaveBeenCalled();
    expect(bad.message).not.toHaveBeenCalled();
  });

  it("LOGOUT signs out as 'push'", () => {
    expect(run({ cmd: 'LOGOUT' }).store.signOut).toHaveBeenCalledWith('push');
  });

  it('LOGOUT says why when data1 does: TK999 a login elsewhere; RG01 / RG02 a time-out / self-exclusion until data2', () => {
    expect(run({ cmd: 'LOGOUT', data1: 'TK999' }).store.signOut).toHaveBeenCalledWith('duplicate');
    expect(run({ cmd: 'LOGOUT', data1: 'RG01', data2: '2026-11-27 10:00:00' }).store.signOut).toHaveBeenCalledWith('excluded', {
      kind: 'timeout',
      until: '2026-11-27 10:00:00',
    });
    expect(run({ cmd: 'LOGOUT', data1: 'RG02', data2: '2027-05-26 10:00:00' }).store.signOut).toHaveBeenCalledWith('excluded', {
      kind: 'selfExclusion',
      until: '2027-05-26 10:00:00',
    });
    expect(run({ cmd: 'LOGOUT', data1: 'RG01' }).store.signOut).toHaveBeenCalledWith('push');
  });

  it('LOCK_BET_YN emits game-down unless data1 is N and data2 is Y', () => {
    expect(run({ cmd: 'LOCK_BET_YN', data1: 'Y', data2: 'N' }).gameDown).toHaveBeenCalledWith({ data1: 'Y', data2: 'N' });
    expect(run({ cmd: 'LOCK_BET_YN', data1: 'Y', data2: 'Y' }).gameDown).toHaveBeenCalledTimes(1);
    expect(run({ cmd: 'LOCK_BET_YN', data1: 'N', data2: 'N' }).gameDown).toHaveBeenCalledTimes(1);
    expect(run({ cmd: 'LOCK_BET_YN' }).gameDown).toHaveBeenCalledWith({});
    expect(run({ cmd: 'LOCK_BET_YN', data1: 'N', data2: 'Y' }).gameDown).not.toHaveBeenCalled();
    expect(run({ cmd: 'LOCK_BET_YN', data1: 'Y', data2: 'N' }).gameUp).not.toHaveBeenCalled();
  });

  it('LOCK_BET_YN with data1 N and data2 Y says games are back (game-up)', () => {
    expect(run({ cmd: 'LOCK_BET_YN', data1: 'N', data2: 'Y' }).gameUp).toHaveBeenCalledTimes(1);
  });
});

describe('parsing a member message', () => {
  it('reads { cmd, data1, data2 } and refuses anything else', () => {
    expect(parsePushMessage('{"cmd":"CASH","data1":"1","data2":"2"}')).toEqual({ cmd: 'CASH', data1: '1', data2: '2' });
    expect(parsePushMessage('{"cmd":"LOGOUT"}')).toEqual({ cmd: 'LOGOUT' });
    expect(parsePushMessage('{"cmd":"REBOOT"}')).toBeNull();
    expect(parsePushMessage('not json')).toBeNull();
    expect(parsePushMessage('null')).toBeNull();
  });
});
