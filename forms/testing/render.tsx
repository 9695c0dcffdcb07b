// Test helper: renders a form inside i18n (ko, en or vi, with the forms, api and common messages,
// read straight from locales/) and a MUI theme. It sets up its own i18next: forms depend on nothing
// in src/ but the generated contract types.
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enApi from '../../locales/en/api.json';
import enCommon from '../../locales/en/common.json';
import enForms from '../../locales/en/forms.json';
import koApi from '../../locales/ko/api.json';
import koCommon from '../../locales/ko/common.json';
import koForms from '../../locales/ko/forms.json';
import viApi from '../../locales/vi/api.json';
import viCommon from '../../locales/vi/common.json';
import viForms from '../../locales/vi/forms.json';

export type Language = 'ko' | 'en' | 'vi';

const RESOURCES = {
  ko: { api: koApi, common: koCommon, forms: koForms },
  en: { api: enApi, common: enCommon, forms: enForms },
  vi: { api: viApi, common: viCommon, forms: viForms },
};

const instances = new Map<Language, Promise<I18n>>();

/** One i18n instance per language per test file. */
export function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = i18next.createInstance().use(initReactI18next);
    instance = created
      .init({
        lng: language,
        resources: RESOURCES,
        ns: ['common', 'api', 'forms'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
      })
      .then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

/** A server failure as the renderer meets one: an error with the answer's `code`. */
export const serverFailure = (code: string): Error & { code: string } => Object.assign(new Error(code), { code });

const theme = createTheme();

export async function renderWithI18n(ui: ReactElement, language: Language = 'ko'): Promise<RenderResult> {
  const i18n = await i18nFor(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}
