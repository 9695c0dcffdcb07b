import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MailIcon } from '../../components/icons';
import { formatNumber, formatWon } from '../../lib/format';
import type { Member } from '../../session/session-store';
import { logout } from '../../session/logout';
import type { LayoutPaths } from './links';

/** A member's nickname, unread messages, cash and points, the partner link (partners only), logout. */
export function MemberSummary({
  member,
  unread,
  paths,
  stacked = false,
}: {
  member: Member;
  unread: number;
  paths: LayoutPaths;
  stacked?: boolean;
}) {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        alignItems: stacked ? 'stretch' : 'center',
        gap: stacked ? 1 : 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t('member.greeting', { nick: member.memNick })}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.messages}
        size="small"
        color="inherit"
        aria-label={t('member.unread', { count: unread })}
        startIcon={
          <Badge badgeContent={unread} color="error" max={99}>
            <MailIcon fontSize="small" />
          </Badge>
        }
        sx={{ justifyContent: stacked ? 'flex-start' : 'center' }}
      >
        {t('member.messages')}
      </Button>
      <Box
        component="dl"
        sx={{
          display: 'flex',
          gap: 2,
          m: 0,
          '& dt': { color: 'text.secondary', fontSize: 13 },
          '& dd': { m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <div>
          <dt>{t('member.cash')}</dt>
          <dd>{formatWon(member.cashAmt, language)}</dd>
        </div>
        <div>
          <dt>{t('member.points')}</dt>
          <dd>{t('member.pointsValue', { value: formatNumber(member.pointAmt, language) })}</dd>
        </div>
      </Box>
      {member.isPartnerMember === 'Y' && (
        <Button component={RouterLink} to={paths.partner} size="small" variant="outlined" color="secondary">
          {t('member.partnerLink')}
        </Button>
      )}
      <Button size="small" variant="text" color="inherit" onClick={() => void logout()}>
        {t('member.logout')}
      </Button>
    </Box>
  );
}
