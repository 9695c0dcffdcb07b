// i18next: Korean default, English fallback, Vietnamese. Every namespace is a JSON file under
// locales/<lang>/; each loads as its own small chunk when first needed.
//
// The English fallback is a safety net, not a second download: every key exists in every language
// (tests/contract/locales.test.ts), so English loads only when a key is found missing (and the
// screens re-render when it arrives). A Korean member's first page carries only Korean messages.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../config/constants';
import { storeLanguage, storedLanguage } from './language';

type Messages = { default: Record<string, unknown> };
const loaders = import.meta.glob<Messages>('../../locales/*/*.json');

const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no messages ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const NAMESPACES = ['common', 'main'] as const;

/**
 * Loaded once the app has the page (start.tsx), not before: the messages of the API's answers
 * (`api`, one per error code) are only shown after a call has failed, and a component that shows one
 * names `api` in its useTranslation, so it waits (suspends) for them if they are not in yet.
 */
export const LATER_NAMESPACES = ['api'] as const;

/** Turns the English fallback on and loads it for every namespace in use (once per instance). */
function loadFallback(instance: I18n): void {
  const current = instance.options.fallbackLng;
  if (Array.isArray(current) && current.includes(FALLBACK_LANGUAGE)) return;
  instance.options.fallbackLng = [FALLBACK_LANGUAGE];
  // once it is in, the screens render again (changeLanguage to the same language re-resolves every key)
  void instance.loadLanguages(FALLBACK_LANGUAGE).then(() => instance.changeLanguage(instance.language));
}

function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Creates and initialises an i18next instance (the app uses one; tests may make their own). */
export async function createI18n(
  language: Language = storedLanguage(),
  namespaces: readonly string[] = [...NAMESPACES, ...LATER_NAMESPACES],
): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(localesBackend).use(initReactI18next);
  instance.on('languageChanged', reflectLanguage);
  await instance.init({
    lng: language,
    fallbackLng: false, // until a key is missing: see loadFallback
    saveMissing: true,
    missingKeyHandler: () => loadFallback(instance),
    supportedLngs: [...LANGUAGES],
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  reflectLanguage(language);
  return instance;
}

/** Switches language and keeps it in the winner_lang cookie. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  storeLanguage(language);
  await instance.changeLanguage(language);
}
