import { describe, expect, it } from 'vitest';
import { answerExamples, contract, coverage, operations, validatorAt } from '../support/contract';

describe('the contract', () => {
  it('has every call of the spec, marked x-source: spec, and marks every other call inferred', () => {
    const spec = new Set(coverage.endpoints.spec);
    for (const e of coverage.endpoints.spec) {
      const [method, p] = e.split(' ') as [string, string];
      const found = operations.find((o) => o.path === p && o.method === method.toLowerCase());
      expect(found, e).toBeDefined();
      expect(found!.op['x-source'], e).toBe('spec');
    }
    for (const o of operations.filter((o) => !spec.has(`${o.method.toUpperCase()} ${o.path}`))) {
      expect(o.op['x-source'], `${o.method} ${o.path}`).toBe('inferred');
    }
    expect(operations.filter((o) => o.op['x-source'] === 'inferred').length).toBeGreaterThanOrEqual(25);
  });

  it('keeps the server spellings: datail, tatal_list_count, c104', () => {
    expect(contract.paths['/api/board/{boardType}/datail']).toBeDefined();
    expect(JSON.stringify(contract.components.schemas)).toContain('tatal_list_count');
    expect(contract.components.examples['c104']).toBeDefined();
  });

  const entries = (contract.components.schemas['ErrorCode']?.oneOf ?? []) as { const: string; 'x-source'?: string }[];
  it('has one ErrorCode schema holding the catalogue of the spec, and every other code marked inferred', () => {
    const spec = entries.filter((e) => e['x-source'] !== 'inferred').map((e) => e.const);
    expect([...spec].sort()).toEqual([...coverage.error_codes].sort());
    const inferred = entries.filter((e) => e['x-source'] === 'inferred').map((e) => e.const);
    expect(inferred.filter((c) => coverage.error_codes.includes(c))).toEqual([]);
  });

  it('gives every error code at least one named example on an operation', () => {
    const used = new Set(operations.flatMap((o) => Object.keys(answerExamples(o))));
    const missing = entries.map((e) => e.const).filter((c) => !used.has(c));
    expect(missing).toEqual([]);
  });

  const mustAnswer: Record<string, string[]> = {
    '/api/member/login': ['success', 'U001', 'LX02', 'noMember'],
    '/api/member/signup': [
      'success',
      'U101',
      'U102',
      'U103',
      'U104',
      'U105',
      'U106',
      'U112',
      'U113',
      'U114',
      'U115',
      'U116',
      'U117',
      'U118',
      'U119',
    ],
    '/api/cash/in': ['success', 'C001', 'C002', 'C003', 'C008', 'C010', 'C101', 'C102', 'C103', 'c104'],
    '/api/cash/out': ['success', 'C201', 'C202', 'C203', 'C204', 'C205', 'C206', 'C209', 'C214', 'C215', 'C216'],
    '/api/member/balance': ['success', 'TK999'],
    '/api/member/changeMemCashFlag': ['success', 'C009'],
    '/api/bet/betProc': ['success', 'B1001', 'B1002', 'B6000', 'B6001', 'B6002', 'B6003', 'B6005', 'B9999'],
    '/api/game/getGame': ['success', 'B0091', 'B0099', 'B0092', 'B0093', 'B0095', '2000', '9999'],
    '/api/partner/moneyTransfer': ['success', 'C301', 'C302', 'C303', 'C401', 'C402', 'C403'],
    '/api/point/change': ['success', 'P001', 'P002', 'P003', 'P004', 'P009'],
    '/api/board/msgDelete': ['success', 'M002'],
  };
  for (const [p, names] of Object.entries(mustAnswer)) {
    it(`names the answers of ${p}`, () => {
      const op = operations.find((o) => o.path === p);
      expect(op).toBeDefined();
      expect(Object.keys(answerExamples(op!))).toEqual(expect.arrayContaining(names));
    });
  }

  describe.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', (_name, o) => {
    it('has a success example and x-access', () => {
      expect(answerExamples(o)['success']).toBeDefined();
      expect(['guest', 'member', 'partner']).toContain(o.op['x-access']);
    });

    it('has every answer example valid against its response schema, and error examples keyed by their code', () => {
      const validate = validatorAt(`${o.pointer}/responses/200/content/application~1json/schema`);
      for (const [name, example] of Object.entries(answerExamples(o))) {
        expect(validate(example.value), `${name}`).toEqual([]);
        const code = (example.value as { code: string }).code;
        if (code !== '0' && coverage.error_codes.includes(code)) expect(name).toBe(code);
      }
    });

    it('has a request example valid against its request schema', () => {
      const media = o.op.requestBody?.content['application/json'];
      if (!media) return expect(o.method).toBe('get');
      const validate = validatorAt(`${o.pointer}/requestBody/content/application~1json/schema`);
      for (const [name, example] of Object.entries(media.examples ?? {})) {
        expect(validate(example.value), name).toEqual([]);
      }
      expect(Object.keys(media.examples ?? {}).length).toBeGreaterThan(0);
    });
  });

  it('rejects what it should (the validator is not vacuous)', () => {
    const login = operations.find((o) => o.path === '/api/member/login')!;
    const validate = validatorAt(`${login.pointer}/responses/200/content/application~1json/schema`);
    expect(validate({ code: '0', data: { token: 'x' } })).not.toEqual([]);
    expect(validate({ code: '0' })).not.toEqual([]);
    expect(validate({ code: 'LX02' })).toEqual([]);
  });
});
