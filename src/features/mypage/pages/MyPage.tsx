// My page (mobile /myinfo, the bottom bar's "my page"): the member's summary read from
// /api/member/info (loading, error with a retry) and a link to every my-page screen.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { MemberSummary } from '../member/MemberSummary';
import { useMemberInfo } from '../member/member-api';
import { myPageLinks } from '../member/my-page-links';

export function MyPage() {
  const { t } = useTranslation(['pages', 'member']);
  const layout = useLayout();
  const titleId = useId();
  const menuId = useId();
  const info = useMemberInfo();
  const links = myPageLinks(layout, info.data?.member.isPartnerMember === 'Y');
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ width: '100%', maxWidth: 720, mx: 'auto', p: layout === 'desktop' ? 3 : 2 }}>
      <Typography id={titleId} component="h1" variant={layout === 'desktop' ? 'h5' : 'h6'} sx={{ fontWeight: 700, mb: 2 }}>
        {t('pages:myPage.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {info.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('member:info.loading')} />
          </Box>
        ) : info.isError ? (
          <QueryError error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <MemberSummary member={info.data.member} />
        )}
        <Paper component="nav" aria-labelledby={menuId} variant="outlined" sx={{ minWidth: 0 }}>
          <Typography id={menuId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
            {t('member:myPage.menu')}
          </Typography>
          <List>
            {links.map((link) => (
              <ListItem key={link.key} disablePadding divider>
                <ListItemButton component={RouterLink} to={link.to}>
                  <ListItemText primary={t(`member:myPage.links.${link.key}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      </Box>
    </Box>
  );
}
