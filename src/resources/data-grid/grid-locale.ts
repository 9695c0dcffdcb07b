// The grid's own words (pager, column menu, columns panel) in the site's language: MUI X's locales.
import { enUS, koKR, viVN } from '@mui/x-data-grid/locales';

const texts = { ko: koKR, en: enUS, vi: viVN } as const;

export function gridLocaleText(language: string) {
  const lang = language === 'en' || language === 'vi' ? language : 'ko';
  return texts[lang].components.MuiDataGrid.defaultProps.localeText;
}
