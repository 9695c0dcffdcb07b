import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

/** The pages of a list, a navigation landmark named for the list. */
export function ListPager({
  page,
  pages,
  onPage,
  compact,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  compact: boolean;
}) {
  const { t } = useTranslation('resources');
  if (pages <= 1) return null;
  return (
    <Pagination
      aria-label={t('pager.label')}
      page={Math.min(page, pages)}
      count={pages}
      siblingCount={compact ? 0 : 1}
      onChange={(_, next) => onPage(next)}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page'
          ? t(selected ? 'pager.current' : 'pager.page', { page: item ?? 0 })
          : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
            ? t(`pager.${type}`)
            : ''
      }
      sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
    />
  );
}
