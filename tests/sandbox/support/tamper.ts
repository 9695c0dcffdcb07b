// A server that lies on purpose, for the upstream watch and the conformance run: it passes every
// request to a real sandbox and, for the operations it is given, opens the sandbox's answer,
// changes it, and seals it again (the sandbox itself is never made to lie).
import { createServer, type IncomingMessage } from 'node:http';
import { createEnvelope } from '../../../mocks/envelope.mjs';
import { ENVELOPE_DEFAULTS } from '../../../mocks/config.mjs';

export const envelope = createEnvelope({
  aesKey: ENVELOPE_DEFAULTS.key,
  aesIv: ENVELOPE_DEFAULTS.iv,
  prefixLength: ENVELOPE_DEFAULTS.prefixLength,
});

/** Request path → how its answer is changed: the answer's JSON changed in place, or a text sent instead. */
export type Lies = Record<string, (answer: Record<string, unknown>) => void | string>;

export interface Tamper {
  url: string;
  /** The last body sent for a request path, as sent (what the watch must pass on unchanged). */
  sent: Map<string, string>;
  close(): Promise<void>;
}

const readAll = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startTamper(sandboxUrl: string, lies: Lies): Promise<Tamper> {
  const sent = new Map<string, string>();
  const server = createServer((req, res) => {
    void (async () => {
      const body = (await readAll(req)).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
      ) as Record<string, string>;
      const method = req.method ?? 'GET';
      const answer = await fetch(`${sandboxUrl}${req.url ?? '/'}`, { method, headers, ...(method === 'GET' ? {} : { body }) });
      let text = await answer.text();
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const lie = lies[path];
      const type = answer.headers.get('content-type') ?? 'text/plain';
      if (lie && answer.status === 200) {
        const encrypted = type.startsWith('text/plain');
        const value = (encrypted ? envelope.open(text) : JSON.parse(text)) as Record<string, unknown>;
        const instead = lie(value);
        text = typeof instead === 'string' ? instead : encrypted ? envelope.seal(value) : JSON.stringify(value);
      }
      sent.set(path, text);
      res.writeHead(answer.status, { 'content-type': type, 'x-tamper': lie ? 'changed' : 'as-is' });
      res.end(text);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A wrong bankList answer: every bank's `bankNameKr` renamed `bankName` (one shape, in every row). */
export function renameBankName(answer: { data?: unknown }): void {
  for (const bank of answer.data as Record<string, unknown>[]) {
    bank.bankName = bank.bankNameKr;
    delete bank.bankNameKr;
  }
}
