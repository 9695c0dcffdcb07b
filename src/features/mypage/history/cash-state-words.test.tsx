// @vitest-environment jsdom
// One word per state: a request's status (the chip) and the last step of its timeline name its state
// with the same word, in Korean, English and Vietnamese; the steps before it are the words of the
// requested and waiting states.
import { cleanup, render, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../../../locales/en/common.json';
import en from '../../../../locales/en/history.json';
import koCommon from '../../../../locales/ko/common.json';
import ko from '../../../../locales/ko/history.json';
import viCommon from '../../../../locales/vi/common.json';
import vi from '../../../../locales/vi/history.json';
import { CashStatusChip } from './CashStatusChip';
import { CashStatusTimeline } from './CashStatusTimeline';
import type { CashRow, CashState } from './cash-row';

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'ko',
    ns: ['history', 'common'],
    defaultNS: 'history',
    resources: { ko: { history: ko, common: koCommon }, en: { history: en, common: enCommon }, vi: { history: vi, common: viCommon } },
  });
});

const row = (status: CashState): CashRow =>
  ({
    cashIdx: 1,
    status,
    applyDate: '2026-11-20 10:00:00',
    waitDate: status === '0' ? null : '2026-11-20 10:05:00',
    processDate: status === '1' || status === '-1' ? '2026-11-20 10:30:00' : null,
    depositAmt: 100000,
  }) as unknown as CashRow;

function shown(status: CashState) {
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <CashStatusChip status={status} />
      <CashStatusTimeline row={row(status)} />
    </I18nextProvider>,
  );
  const chip = container.querySelector('.MuiChip-label')?.textContent ?? '';
  const steps = within(container)
    .getAllByRole('listitem')
    .map((li) => li.querySelectorAll('span')[1]?.textContent ?? '');
  cleanup();
  return { chip, steps };
}

describe.each(['ko', 'en', 'vi'] as const)('cash request states in %s', (language) => {
  it('the status and the timeline say one word per state', async () => {
    await i18n.changeLanguage(language);
    const words = Object.fromEntries((['0', '2', '1', '-1'] as const).map((s) => [s, shown(s).chip]));
    expect(new Set(Object.values(words)).size).toBe(4);
    // the words themselves, not their keys
    for (const word of Object.values(words)) expect(word).not.toContain('cashState');
    for (const status of ['1', '-1'] as const) {
      const { chip, steps } = shown(status);
      expect(steps).toEqual([words['0'], words['2'], chip]);
    }
    for (const status of ['0', '2'] as const) {
      const { steps } = shown(status);
      expect(steps.slice(0, 2)).toEqual([words['0'], words['2']]);
      // not decided yet: the last step names both ends, with the status words
      expect(steps[2]).toContain(words['1']);
      expect(steps[2]).toContain(words['-1']);
    }
  });
});
