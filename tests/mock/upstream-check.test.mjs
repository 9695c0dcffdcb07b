// The upstream watch's check of one answer (mocks/upstream/check-answer.mjs) and its list
// (violations.mjs), without servers: compressed answers, the envelope switched off, an operation the
// contract does not have, the wording of path / expected / got, and one entry per shape.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../mocks/contract.mjs';
import { DEFAULT_CONTRACT, ENVELOPE_DEFAULTS } from '../../mocks/config.mjs';
import { createEnvelope } from '../../mocks/envelope.mjs';
import { createAnswerCheck } from '../../mocks/upstream/check-answer.mjs';
import { createViolationLog } from '../../mocks/upstream/violations.mjs';

const envelope = createEnvelope({
  aesKey: ENVELOPE_DEFAULTS.key,
  aesIv: ENVELOPE_DEFAULTS.iv,
  prefixLength: ENVELOPE_DEFAULTS.prefixLength,
});
const balance = { code: '0', data: { balance: 1_000, pointAmt: 20, isPlayGame: 'N' } };
let sealed;
let plain;

beforeAll(async () => {
  const contract = await loadContract(DEFAULT_CONTRACT, { cache: true });
  sealed = createAnswerCheck({ contract, envelope });
  plain = createAnswerCheck({ contract, envelope: undefined });
});

/** @param {unknown} value @param {Partial<import('../../mocks/upstream/check-answer.mjs').Answer>} [o] */
const answer = (value, o = {}) => ({
  method: 'POST',
  pathname: '/api/member/balance',
  status: 200,
  contentType: 'text/plain',
  contentEncoding: undefined,
  bytes: Buffer.from(envelope.seal(value)),
  ...o,
});

describe('the check of one answer', () => {
  it('finds the operation and passes an answer that fits, gzipped or not', () => {
    const fits = sealed.check(answer({ code: 'E001' }));
    expect(fits).toEqual({ operation: 'memberBalance', complaints: [] });
    const zipped = answer({ code: 'E001' });
    expect(sealed.check({ ...zipped, contentEncoding: 'gzip', bytes: gzipSync(zipped.bytes) }).complaints).toEqual([]);
  });

  it('words a wrong type as path, expected and got', () => {
    const wrong = sealed.check(answer({ code: '0', data: { ...balance.data, balance: '1000' } }));
    expect(wrong.complaints).toEqual([{ path: '/data/balance', expected: 'integer', got: 'string "1000"' }]);
  });

  it('speaks of the success answer when a field is wrong in every row of a long list', () => {
    const banks = Array.from({ length: 300 }, (_v, i) => ({ bankCode: String(i), bankName: 'renamed' }));
    const wrong = sealed.check(answer({ code: '0', data: banks }, { pathname: '/api/etc/bank' }));
    expect(wrong.operation).toBe('bankList');
    expect(new Set(wrong.complaints.map((c) => `${c.path.replace(/\/\d+\//, '/*/')} ${c.expected}`))).toEqual(
      new Set(['/data/*/bankNameKr a required property']),
    );
  });

  it('reads plain JSON when the envelope is off, and says when a body is not what was expected', () => {
    expect(plain.check(answer(balance, { contentType: 'application/json', bytes: Buffer.from('{"code":"E002"}') })).complaints).toEqual([]);
    const html = plain.check(answer(balance, { contentType: 'text/html', bytes: Buffer.from('<html>502</html>') }));
    expect(html.complaints).toEqual([
      { path: '/', expected: 'a JSON body', got: 'not JSON (starts "<html>502</html>"); Content-Type text/html' },
    ]);
    const wrongKey = sealed.check(answer(balance, { bytes: Buffer.from(Buffer.alloc(32).toString('base64')) }));
    expect(wrongKey.complaints[0]?.got).toMatch(/^envelope: cannot decrypt/);
  });

  it('names a call the contract does not have', () => {
    expect(sealed.check(answer(balance, { pathname: '/api/member/nothing' }))).toEqual({
      operation: 'POST /api/member/nothing',
      complaints: [{ path: '/', expected: 'an operation of the contract', got: 'no operation POST /api/member/nothing in the contract' }],
    });
  });
});

describe('the list of violations', () => {
  it('keeps one entry per operation and shape, counting the answers that had it, and prints it once', () => {
    const printed = [];
    const log = createViolationLog({ log: (line) => printed.push(line) });
    const at = { operation: 'bankList', method: 'POST', url: '/api/etc/bank', status: 200 };
    log.record(at, [{ path: '/data/0/bankNameKr', expected: 'a required property', got: 'nothing (absent)' }]);
    log.record(at, [
      { path: '/data/3/bankNameKr', expected: 'a required property', got: 'nothing (absent)' },
      { path: '/data/4/bankNameKr', expected: 'a required property', got: 'nothing (absent)' },
    ]);
    log.record(at, [{ path: '/data/3/bankCode', expected: 'string', got: 'number 4' }]);
    expect(log.list().map((v) => [v.path, v.count])).toEqual([
      ['/data/*/bankNameKr', 2],
      ['/data/*/bankCode', 1],
    ]);
    expect(printed).toHaveLength(2);
  });
});
