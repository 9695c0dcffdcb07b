// My page, the member's hub: desktop /mypage (the top bar's nickname links here) and mobile /myinfo
// (the bottom bar's "my page"). The member's summary read from /api/member/info (loading, error with
// a retry; held money and points kept live), the unread messages, and a link to every member screen:
// on the phone one list, on the desktop one card per group (account, money, betting, points and
// coupons; the partner's screens for partner members).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { QueryState } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { useSession } from '@/session/use-session';
import { MemberSummary } from '../member/MemberSummary';
import { useMemberInfo } from '../api/member-info';
import { desktopPath, myPageGroups, myPageLinks, type MyPageLink, type MyPageGroup } from '../member/my-page-links';

function LinkItems({ links }: { links: readonly MyPageLink[] }) {
  const { t } = useTranslation('member');
  return (
    <List>
      {links.map((link) => (
        <ListItem key={link.key} disablePadding divider>
          <ListItemButton component={RouterLink} to={link.to}>
            <ListItemText primary={t(`myPage.links.${link.key}`)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function GroupCard({ group, links }: { group: MyPageGroup; links: readonly MyPageLink[] }) {
  const { t } = useTranslation('member');
  const id = useId();
  return (
    <Paper component="nav" aria-labelledby={id} variant="outlined" sx={{ minWidth: 0 }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
        {t(`myPage.groups.${group}`)}
      </Typography>
      <LinkItems links={links} />
    </Paper>
  );
}

export function MyPageScreen() {
  const { t } = useTranslation(['pages', 'member']);
  const layout = useLayout();
  const menuId = useId();
  const info = useMemberInfo();
  const unread = useSession((s) => s.unread);
  const partner = info.data?.member.isPartnerMember === 'Y';
  const summary = (
    <QueryState query={info} loadingLabel={t('member:info.loading')}>
      {(data) => <MemberSummary member={data.member} />}
    </QueryState>
  );

  if (layout === 'mobile')
    return (
      <ScreenFrame title={t('pages:myPage.title')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {summary}
          <Paper component="nav" aria-labelledby={menuId} variant="outlined" sx={{ minWidth: 0 }}>
            <Typography id={menuId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
              {t('member:myPage.menu')}
            </Typography>
            <LinkItems links={myPageLinks('mobile', partner)} />
          </Paper>
        </Box>
      </ScreenFrame>
    );

  return (
    <ScreenFrame title={t('pages:myPage.title')}>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          {summary}
          <Link component={RouterLink} to={desktopPath('messages')} sx={{ px: 2, fontWeight: 700 }}>
            {t('member:myPage.unread', { count: unread })}
          </Link>
        </Box>
        {myPageGroups('desktop', partner).map(({ group, links }) => (
          <GroupCard key={group} group={group} links={links} />
        ))}
      </Box>
    </ScreenFrame>
  );
}
