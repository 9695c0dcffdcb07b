// Messages are keys whose first segment is the namespace (`forms.member.memId.required`, `api.U116`).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatUsdt, formatWon, formatWonRate } from '../rules/format';
import type { MessageValues } from '../meta/types';

export const FORM_NAMESPACES = ['forms', 'api', 'common'];

export type Translate = (key: string, values?: MessageValues) => string;

export function splitKey(key: string): { ns: string; path: string } {
  const dot = key.indexOf('.');
  return dot < 0 ? { ns: 'forms', path: key } : { ns: key.slice(0, dot), path: key.slice(dot + 1) };
}

/** The translator of form messages, and the language for numbers. */
export function useMessages(): { tm: Translate; language: string } {
  const { t, i18n } = useTranslation(FORM_NAMESPACES as unknown as 'forms');
  const language = i18n.language;
  const tm: Translate = useCallback(
    (key, values) => {
      const resolved: Record<string, string> = {};
      for (const [name, value] of Object.entries(values ?? {})) {
        if (typeof value === 'string') resolved[name] = value;
        else if ('won' in value) resolved[name] = formatWon(value.won, language);
        else if ('usdt' in value) resolved[name] = formatUsdt(value.usdt, language);
        else if ('wonRate' in value) resolved[name] = formatWonRate(value.wonRate, language);
        else if ('number' in value) resolved[name] = formatNumber(value.number, language);
        else resolved[name] = tm(value.key);
      }
      const { ns, path } = splitKey(key);
      // A form's message keys are data of its schema, not literals in code: forms/locales.test.ts
      // checks that each one exists in every language.
      return (t as unknown as (key: string, options: Record<string, string>) => string)(path, { ns, ...resolved });
    },
    [t, language],
  );
  return { tm, language };
}
