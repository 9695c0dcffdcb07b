// The free board's tabs: every post, or only notices, events or members' posts (the list's category).
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { BOARD_CATEGORIES, categoryOf } from '@/domain/board-posts/api/board-list';

const ALL = 'all';

export function CategoryTabs({ category, onChange }: { category: string | undefined; onChange: (category: string) => void }) {
  const { t } = useTranslation('board');
  const value = categoryOf(category) ?? ALL;
  return (
    <Tabs
      value={value}
      onChange={(_, next: string) => onChange(next === ALL ? '' : next)}
      aria-label={t('tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {[ALL, ...BOARD_CATEGORIES].map((c) => (
        <Tab key={c} value={c} label={t(`tabs.${c}` as 'tabs.all')} />
      ))}
    </Tabs>
  );
}
