// Test helper: renders a form inside i18n (ko, en or vi, with the forms namespace) and a MUI theme.
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../src/config/constants';
import { createI18n } from '../../src/i18n/i18n';

const instances = new Map<Language, Promise<I18n>>();

/** One i18n instance per language per test file (loading the JSON once). */
export function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, ['common', 'api', 'forms']);
    instances.set(language, instance);
  }
  return instance;
}

const theme = createTheme();

export async function renderWithI18n(ui: ReactElement, language: Language = 'ko'): Promise<RenderResult> {
  const i18n = await i18nFor(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}
