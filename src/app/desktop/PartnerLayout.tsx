import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { useTurnNonPartnerAway } from '@/components/use-turn-away';
import { productName } from '@/config/env';
import { logout } from '@/session/logout';
import { useSession } from '@/session/use-session';
import { PageMain } from '../chrome/PageMain';
import { PartnerOnlyNotice } from '../chrome/PartnerOnlyNotice';
import styles from './PartnerLayout.module.css';

/** The partner pages (docs/rules.md#routes: /partner/...), keyed by path with their title in pages.json. */
const PARTNER_PAGES = [
  ['cashList', 'partnerCashList'],
  ['bettingList', 'partnerBettingList'],
  ['partnerList', 'partnerList'],
  ['partnerCalculationList', 'partnerCalculationList'],
  ['partnerCalculationUserList', 'partnerCalculationUserList'],
  ['partnerMemberList', 'partnerMemberList'],
  ['partnerMoneyMoveList', 'partnerMoneyMoveList'],
] as const;

/** Partner pages hide the normal header: their own bar, the partner menu, back to the site. */
export function PartnerLayout() {
  const { t } = useTranslation(['shell', 'pages']);
  const { pathname } = useLocation();
  const isPartner = useSession((s) => s.member?.isPartnerMember === 'Y');
  const current = PARTNER_PAGES.find(([path]) => pathname === `/partner/${path}`)?.[0] ?? false;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {t('shell:partner.title', { name: productName() })}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to="/" color="inherit" size="small">
            {t('shell:partner.backToSite')}
          </Button>
          <Button color="inherit" size="small" onClick={() => void logout()}>
            {t('shell:member.logout')}
          </Button>
          <LanguageSwitcher dense />
        </Toolbar>
        {isPartner && (
          <Box component="nav" aria-label={t('shell:partner.nav')}>
            <Tabs value={current} variant="scrollable" scrollButtons="auto">
              {PARTNER_PAGES.map(([path, key]) => (
                <Tab key={path} value={path} label={t(`pages:${key}.title`)} component={RouterLink} to={`/partner/${path}`} />
              ))}
            </Tabs>
          </Box>
        )}
      </AppBar>
      <PageMain className={styles.main}>{isPartner ? <Outlet /> : <TurnNonPartnerAway />}</PageMain>
    </Box>
  );
}

/** A member who is not a partner (docs/rules.md#roles) is told so and sent to the main page. */
function TurnNonPartnerAway() {
  useTurnNonPartnerAway(false);
  return <PartnerOnlyNotice />;
}
