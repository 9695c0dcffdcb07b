// The conformance run's checks of what the server must do (scripts/conformance/checks*.mjs), against
// a tiny server that keeps the duties and one that does not (fake-server.ts): each check passes,
// fails or skips for the right reason; the checks are the ones the contract's x-server-duties name.
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT } from '../../../codegen/bundle.mjs';
import { serverDutiesSection } from '../../../codegen/server-duties-doc.mjs';
import { CHECKS, plannedChecks, readDuties, runChecks } from '../../../scripts/conformance/checks.mjs';
import { createClient } from '../../../scripts/conformance/client.mjs';
import type { PlannedCall } from '../../../scripts/conformance/plan.mjs';
import { startFakeServer, type FakeServer } from './fake-server';

const CALLS: Record<string, [string, boolean, Record<string, unknown>]> = {
  memberLogin: ['/api/member/login', false, { memId: 'x', memPass: 'y' }],
  memberBalance: ['/api/member/balance', false, {}],
  refreshToken: ['/api/member/refreshToken', false, { force: true }],
  cashIn: ['/api/cash/in', true, { payType: 'bank', amount: 100000, bonusYn: 'Y', depositName: 'a' }],
};
const call = (id: string): PlannedCall => {
  const [path, idempotent, body] = CALLS[id] ?? ['/none', false, {}];
  return {
    id,
    method: 'POST',
    template: path,
    path,
    access: 'member',
    source: 'spec',
    readOnly: false,
    idempotent,
    example: 'default',
    body,
    query: {},
    codes: ['0'],
  };
};
const member = { id: 'tester01', password: 'secret12' };

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function checksAgainst(o: { right: boolean; sandbox?: boolean }, run: { member?: typeof member; write?: boolean } = {}) {
  server = await startFakeServer(o);
  const client = createClient(server.url, { siteId: 'test', apiKey: 'key', envelope: undefined });
  const duties = await readDuties(CONTRACT);
  const { checks, unseen } = await runChecks({ client, call, member: run.member, write: Boolean(run.write) }, duties);
  return { outcomes: Object.fromEntries(checks.map((c) => [c.id, `${c.outcome}: ${c.note}`])), unseen };
}

describe('the duty checks', () => {
  it('are the ones the contract names, each implemented, none without a duty', async () => {
    const named = plannedChecks(await readDuties(CONTRACT)).map((c) => c.id);
    expect(named.sort()).toEqual([...CHECKS.keys()].sort());
  });

  it('pass against a server that keeps the duties (the sandbox clock moved past expiry and set back)', async () => {
    const { outcomes, unseen } = await checksAgainst({ right: true, sandbox: true }, { member, write: true });
    expect(Object.values(outcomes).filter((o) => !o.startsWith('pass'))).toEqual([]);
    expect(outcomes['expired-token']).toMatch(
      /^pass: the sandbox clock moved 61 min, past tokenExpiresAt \S+ \S+: memberBalance with the token answered HTTP 401$/,
    );
    expect(server?.clockMoves).toEqual([{ advanceMs: expect.any(Number) as number }, {}]);
    expect(unseen.map((d) => d.id)).toEqual(['login-throttle', 'two-step', 'forwarded-for', 'play-token', 'display-names', 'ownership']);
  });

  it('fail against a server that does not, each saying what it saw', async () => {
    const { outcomes } = await checksAgainst({ right: false, sandbox: true }, { member, write: true });
    expect(outcomes).toEqual({
      'made-up-token': 'pass: memberBalance with a made-up token: HTTP 401',
      'expired-token': expect.stringMatching(/^fail: .*memberBalance with the token expected HTTP 401, got HTTP 200, code 0$/) as string,
      'refresh-replay': 'fail: a second refresh with the replaced token: expected the same new token, got HTTP 401',
      'idempotency-other-body':
        'fail: cashIn with one key: amount 100000 answered HTTP 200, code 0, amount 110000: expected C999, got HTTP 200, code 0',
      'nul-login': 'fail: a login with a NUL in memId: the answer (HTTP 500) shows internals: "Failed query"',
      'push-send': expect.stringMatching(
        /^fail: a client's SEND to \/topic\/member\/conformance-\S+ was relayed to its subscribers \(frames: CONNECTED RECEIPT MESSAGE\)$/,
      ) as string,
      'push-origin': 'fail: the upgrade with Origin: https://evil.example was accepted',
    });
    expect(server?.clockMoves).toEqual([{ advanceMs: expect.any(Number) as number }, {}]);
  });

  it('skip, saying why: no member, no --write, not the sandbox (expiry cannot be seen from outside)', async () => {
    const guest = await checksAgainst({ right: true });
    expect(guest.outcomes['refresh-replay']).toBe('skipped: needs a member: --member id:password');
    expect(guest.outcomes['nul-login']).toBe('pass: a login with a NUL in memId: HTTP 200, code LX02, no internals');
    await server?.close();
    const readOnly = await checksAgainst({ right: true }, { member });
    expect(readOnly.outcomes['idempotency-other-body']).toBe('skipped: moves money on the test account: runs only with --write');
    expect(readOnly.outcomes['expired-token']).toMatch(/^skipped: cannot see from outside: /);
    expect(server?.clockMoves).toEqual([]);
  });
});

describe('docs/integration.md, What your server must do', () => {
  it('gives each duty its rule, why, the sandbox, and its checks or why none sees it', () => {
    const contract = {
      'x-server-duties': [
        { id: 'a', title: 'Seen', must: 'M.', why: 'W.', sandbox: 'S.', checks: { 'check-a': 'Sends A.' } },
        { id: 'b', title: 'Unseen', must: 'M2.', why: 'W2.', sandbox: 'S2.', outside: 'It needs a secret.' },
      ],
    };
    const text = serverDutiesSection(contract).join('\n');
    expect(text).toContain('1 of the 2 duties have a check');
    expect(text).toContain(
      '### 1. Seen\n\n- **The server must:** M.\n- **Why:** W.\n- **The sandbox:** S.\n- **Seen by `npm run conformance`:** the check `check-a`.\n  - `check-a`: Sends A.',
    );
    expect(text).toContain(
      '### 2. Unseen\n\n- **The server must:** M2.\n- **Why:** W2.\n- **The sandbox:** S2.\n- **Seen by `npm run conformance`:** no. It needs a secret.',
    );
    expect(serverDutiesSection({})).toEqual([]);
  });
});
