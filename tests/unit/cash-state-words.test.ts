// One word per state: a cash request's state reads the same in the member's deposit and
// withdrawal history and in the partner's cash list (its column and its filter), in Korean, English
// and Vietnamese, because both read the one map (common:cashState); neither keeps its own.
import i18next, { type ResourceLanguage } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CASH_STATES, cashStateWord } from '@/lib/cash-state';
import { stateWord } from '@/features/mypage/history/cash-row';
import { CASH_STATUSES } from '@/features/partner/api/partner-cash-list';
import { cashColumns, type CashRow } from '@/features/partner/cash-list/cash-columns';

const LANGUAGES = ['ko', 'en', 'vi'] as const;
const NAMESPACES = ['common', 'history', 'partner'] as const;

async function instance(language: (typeof LANGUAGES)[number]) {
  const resources: ResourceLanguage = {};
  for (const ns of NAMESPACES) resources[ns] = (await import(`../../locales/${language}/${ns}.json`)).default;
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, ns: [...NAMESPACES], defaultNS: 'common', resources: { [language]: resources } });
  return i18n;
}

describe.each(LANGUAGES)('cash request states in %s', (language) => {
  it('the member history and the partner cash list say one word per state', async () => {
    const i18n = await instance(language);
    const history = i18n.getFixedT(language, 'history');
    const partner = i18n.getFixedT(language, 'partner');
    const column = cashColumns(partner, language).find((c) => c.id === 'status');
    const words = CASH_STATES.map((state) => {
      const word = stateWord(history, state);
      expect(column?.cell({ cashIdx: 1, status: state } as CashRow), state).toBe(word);
      expect(cashStateWord(partner, state), state).toBe(word);
      expect(word, state).not.toContain('cashState');
      return word;
    });
    expect(new Set(words).size).toBe(CASH_STATES.length);
    // the filter offers the same states
    expect([...CASH_STATUSES]).toEqual([...CASH_STATES]);
    if (language === 'en') expect(words).toEqual(['Requested', 'Pending', 'Completed', 'Cancelled']);
  });

  it('no namespace keeps a map of its own', async () => {
    const i18n = await instance(language);
    expect(i18n.exists('status.1', { ns: 'history' })).toBe(false);
    expect(i18n.exists('cashList.status.1', { ns: 'partner' })).toBe(false);
  });
});
