import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { MAIN_ID } from './PageMain';

/** "Skip to content": the first stop for keyboard users, visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
