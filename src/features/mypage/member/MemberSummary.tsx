// The my page's head: the member's nickname, level, role, held money and points.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatWon } from '@forms/rules/format';
import { useMoney } from '@/session/money';
import type { MemberView } from '../api/member-info';

export function MemberSummary({ member }: { member: MemberView }) {
  const { t, i18n } = useTranslation('member');
  const lang = i18n.language;
  const live = useMoney();
  const headingId = useId();
  const role = member.isPartnerMember === 'Y' ? (member.partnerType ?? 'NORMAL') : 'NORMAL';
  const rows = [
    [t('info.memLevel'), member.memLevel !== undefined ? t('info.levelValue', { level: member.memLevel }) : t('info.none')],
    [t('info.role'), t(`roles.${role}`)],
    [t('info.cashAmt'), formatWon(live?.cash ?? member.cashAmt, lang)],
    [t('info.pointAmt'), t('info.pointValue', { points: formatNumber(live?.points ?? member.pointAmt, lang) })],
  ] as const;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        {t('myPage.greeting', { nick: member.memNick })}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {member.memId}
        </Typography>
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
