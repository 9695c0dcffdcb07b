// The date pickers speak the site's language: dayjs's locale and MUI X's words for ko, en, vi.
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import { enUS, koKR, viVN } from '@mui/x-date-pickers/locales';

const texts = { ko: koKR, en: enUS, vi: viVN } as const;

export function pickerLocale(language: string) {
  const lang = language === 'en' || language === 'vi' ? language : 'ko';
  return { adapterLocale: lang, localeText: texts[lang].components.MuiLocalizationProvider.defaultProps.localeText };
}
