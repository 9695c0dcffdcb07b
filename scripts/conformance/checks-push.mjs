// The push duty seen from outside (x-server-duties push-subscribe-only): a client's SEND refused with
// an ERROR frame and not relayed, and a WebSocket upgrade from a foreign Origin refused.
import { randomUUID } from 'node:crypto';
import { fail, pass } from './check-kit.mjs';
import { frameLog, openSocket, pushUrl } from './stomp-probe.mjs';

/** @param {{ failed: string } | { refused: number }} r */
const notOpened = (r) => ('refused' in r ? `HTTP ${r.refused}` : `no answer: ${r.failed}`);

/** @type {import('./check-kit.mjs').Check[]} */
export const PUSH_CHECKS = [
  {
    id: 'push-send',
    needs: {},
    async run(ctx) {
      const url = pushUrl(ctx.client.base);
      const opened = await openSocket(url);
      if (!('open' in opened)) return fail(`the upgrade at ${url}: ${notOpened(opened)}`);
      const ws = opened.open;
      try {
        const stomp = frameLog(ws);
        stomp.send('CONNECT', { 'accept-version': '1.2', host: new URL(url).host, 'heart-beat': '0,0' });
        if (!(await stomp.waitFor(['CONNECTED'], 5_000))) return fail('no CONNECTED frame after CONNECT');
        // a topic of the contract's member pattern that no real member listens to
        const topic = `/topic/member/conformance-${randomUUID()}`;
        stomp.send('SUBSCRIBE', { id: 'sub-0', destination: topic, ack: 'auto', receipt: 'subscribed' });
        await stomp.waitFor(['RECEIPT', 'ERROR'], 2_000);
        stomp.send('SEND', { destination: topic, 'content-type': 'application/json' }, JSON.stringify({ cmd: 'CONFORMANCE' }));
        await stomp.waitFor(['ERROR'], 2_000);
        await new Promise((r) => setTimeout(r, 200)); // a MESSAGE relayed would come now
        const commands = stomp.log.frames.map((f) => f.command);
        if (commands.includes('MESSAGE'))
          return fail(`a client's SEND to ${topic} was relayed to its subscribers (frames: ${commands.join(' ')})`);
        if (!commands.includes('ERROR')) return fail(`a client's SEND got no ERROR frame (frames: ${commands.join(' ')})`);
        return pass(`SEND answered ERROR${stomp.log.closed ? ', the socket closed' : ''}; nothing relayed`);
      } finally {
        ws.terminate();
      }
    },
  },
  {
    id: 'push-origin',
    needs: {},
    async run(ctx) {
      const url = pushUrl(ctx.client.base);
      const plain = await openSocket(url);
      if (!('open' in plain)) return fail(`the upgrade without Origin at ${url}: ${notOpened(plain)} (nothing to compare with)`);
      plain.open.terminate();
      const evil = await openSocket(url, { origin: 'https://evil.example' });
      if ('open' in evil) {
        evil.open.terminate();
        return fail('the upgrade with Origin: https://evil.example was accepted');
      }
      return 'refused' in evil
        ? pass(`the upgrade with Origin: https://evil.example was refused (HTTP ${evil.refused}); without Origin it opens`)
        : fail(`the upgrade with Origin: https://evil.example got no answer (${evil.failed}), not a refusal`);
    },
  },
];
