// The input duties seen from outside (x-server-duties no-internals, idempotency-body): a NUL in the
// login id answered cleanly, and one Idempotency-Key with two bodies refused with C999.
import { randomUUID } from 'node:crypto';
import { fail, freshLogin, INTERNALS, pass, said } from './check-kit.mjs';

/** @type {import('./check-kit.mjs').Check[]} */
export const INPUT_CHECKS = [
  {
    id: 'nul-login',
    needs: {},
    async run(ctx) {
      const call = ctx.call('memberLogin');
      const answer = await ctx.client.send({ ...call, body: { ...call.body, memId: 'a\u0000b', memPass: 'conformance-1' } }, undefined);
      const { code } = ctx.client.open(answer);
      const leak = INTERNALS.exec(ctx.client.text(answer));
      if (leak) return fail(`a login with a NUL in memId: the answer (${said(answer, code)}) shows internals: "${leak[0].trim()}"`);
      const refused = (answer.status === 200 && code !== '' && code !== '0') || answer.status === 400;
      return refused
        ? pass(`a login with a NUL in memId: ${said(answer, code)}, no internals`)
        : fail(`a login with a NUL in memId: expected an error code or HTTP 400, got ${said(answer, code || 'unreadable')}`);
    },
  },
  {
    id: 'idempotency-other-body',
    needs: { member: true, write: true },
    async run(ctx) {
      const call = ctx.call('cashIn');
      const amount = call.body.amount;
      if (typeof amount !== 'number') return fail("the contract's cashIn request example has no numeric amount to vary");
      const key = randomUUID();
      const { token } = await freshLogin(ctx);
      const first = await ctx.client.send({ ...call, key }, token);
      const firstCode = ctx.client.open(first).code;
      const second = await ctx.client.send({ ...call, key, body: { ...call.body, amount: amount + 10_000 } }, token);
      const { code } = ctx.client.open(second);
      const how = `cashIn with one key: amount ${amount} answered ${said(first, firstCode)}, amount ${amount + 10_000}`;
      return code === 'C999' ? pass(`${how} answered C999`) : fail(`${how}: expected C999, got ${said(second, code || 'unreadable')}`);
    },
  },
];
