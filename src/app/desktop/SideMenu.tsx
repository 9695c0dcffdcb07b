import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { productName } from '../../config/env';
import { DESKTOP_ACCOUNT_LINKS, DESKTOP_MORE_LINKS } from '../chrome/links';
import { GameMenu } from './GameMenu';
import { LinkList } from './LinkList';

export const SIDE_MENU_WIDTH = 248;

/** The desktop side menu: the product (home), game categories, the member area's links. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{
        width: SIDE_MENU_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        aria-label={t('nav.home', { name: productName() })}
        sx={{ display: 'block', px: 3, py: 2.25, fontSize: 24, fontWeight: 800, letterSpacing: 2, color: 'primary.main' }}
      >
        {productName()}
      </Link>
      <Divider />
      <GameMenu />
      <Divider />
      <LinkList title={t('nav.account')} links={DESKTOP_ACCOUNT_LINKS} />
      <LinkList title={t('nav.more')} links={DESKTOP_MORE_LINKS} />
    </Box>
  );
}
