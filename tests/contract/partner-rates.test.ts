// The mock's partner rates agree with each other: the rates read for a sub-partner of the
// sub-member list (what the rate form starts from) is what the partner list shows for it (the casino
// pair), every sub-partner's rate is at most the partner's own (the read without memId, "my rates"),
// and a sub-member's read repeats the partner's own as its maxRollingRate / maxLosingRate.
import { describe, expect, it } from 'vitest';
import { answerExamples, operations } from '../support/contract';

interface Rate {
  category: string;
  rollingRate: number;
  losingRate: number;
  maxRollingRate: number;
  maxLosingRate: number;
}
interface Listed {
  memId: string;
  partnerType: string;
  rollingRate?: number;
  losingRate?: number;
}

const examplesOf = (path: string) => {
  const op = operations.find((o) => o.path === path && o.method === 'post');
  if (!op) throw new Error(`no operation ${path}`);
  return {
    examples: answerExamples(op),
    rules: (op.op as { 'x-mock-pick'?: { example: string; body: { memId?: string } }[] })['x-mock-pick'] ?? [],
  };
};
const dataOf = <T>(example: { value?: unknown } | undefined): T => (example?.value as { data: T }).data;

const rates = examplesOf('/api/partner/rates');
const own = dataOf<{ rates: Rate[] }>(rates.examples['success']).rates;
const ownOf = (category: string) => own.find((r) => r.category === category);
const listed = ['success', 'page2']
  .flatMap((name) => dataOf<{ list: Listed[] }>(examplesOf('/api/partner/partnerList').examples[name]).list)
  .filter((m, i, all) => all.findIndex((o) => o.memId === m.memId) === i);
const subPartners = dataOf<{ list: Listed[] }>(examplesOf('/api/partner/members').examples['success']).list.filter(
  (m) => m.partnerType !== 'NORMAL',
);

describe('the partner rates of the mock', () => {
  it('answers each sub-partner of the sub-member list with its own rates (x-mock-pick by memId)', () => {
    expect(subPartners.length).toBeGreaterThan(0);
    for (const m of subPartners) {
      const rule = rates.rules.find((r) => r.body.memId === m.memId);
      expect(rule, m.memId).toBeDefined();
      expect(dataOf<{ memId: string }>(rates.examples[rule?.example ?? '']).memId, m.memId).toBe(m.memId);
    }
  });

  it('starts the rate form from what the partner list shows (the casino pair)', () => {
    for (const m of subPartners) {
      const rule = rates.rules.find((r) => r.body.memId === m.memId);
      const casino = dataOf<{ rates: Rate[] }>(rates.examples[rule?.example ?? '']).rates.find((r) => r.category === 'casino');
      const row = listed.find((l) => l.memId === m.memId);
      expect(row, m.memId).toBeDefined();
      expect({ rolling: casino?.rollingRate, losing: casino?.losingRate }, m.memId).toEqual({
        rolling: row?.rollingRate,
        losing: row?.losingRate,
      });
    }
  });

  it("keeps every sub-partner's rate at most the partner's own, which their reads repeat as the maximum", () => {
    for (const row of listed) {
      expect(row.rollingRate ?? 0, row.memId).toBeLessThanOrEqual(ownOf('casino')?.rollingRate ?? 0);
      expect(row.losingRate ?? 0, row.memId).toBeLessThanOrEqual(ownOf('casino')?.losingRate ?? 0);
    }
    for (const rule of rates.rules) {
      for (const r of dataOf<{ rates: Rate[] }>(rates.examples[rule.example]).rates) {
        const mine = ownOf(r.category);
        expect([r.maxRollingRate, r.maxLosingRate], `${rule.example} ${r.category}`).toEqual([mine?.rollingRate, mine?.losingRate]);
        expect(r.rollingRate).toBeLessThanOrEqual(r.maxRollingRate);
        expect(r.losingRate).toBeLessThanOrEqual(r.maxLosingRate);
      }
    }
  });
});
