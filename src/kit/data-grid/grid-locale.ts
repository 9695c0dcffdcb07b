// The grid's own words (pager, column menu, columns panel) in the site's language: MUI X's locales.
// MUI's Korean pager still says "1–10 of 14": Korean gets the word-free "1–10 / 14".
import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, koKR, viVN } from '@mui/x-data-grid/locales';

const texts = { ko: koKR, en: enUS, vi: viVN } as const;

const koreanRows: GridLocaleText['paginationDisplayedRows'] = ({ from, to, count }) =>
  `${from.toLocaleString('ko-KR')}–${to.toLocaleString('ko-KR')} / ${count === -1 ? '…' : count.toLocaleString('ko-KR')}`;

export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const lang = language === 'en' || language === 'vi' ? language : 'ko';
  const text = texts[lang].components.MuiDataGrid.defaultProps.localeText;
  return lang === 'ko' ? { ...text, paginationDisplayedRows: koreanRows } : text;
}
