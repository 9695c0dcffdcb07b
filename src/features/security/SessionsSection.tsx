// Where the member is signed in: each session's device, IP, since and last seen, this one marked;
// "log out" for another one and "log out everywhere else", each asked first (the kit's
// confirmation: pending, its own error). The sessions ended are told by push (LOGOUT).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMessage } from '@/i18n/use-api-message';
import { ConfirmDialog } from '@forms/renderer/ConfirmDialog';
import { HelpedSection } from '@/kit/HelpedSection';
import { QueryState } from '@/kit/QueryState';
import { formatServerTime } from '@/lib/format';
import { useSessions, type MemberSession } from './api/member-sessions';
import { useSessionEnd } from './api/session-end';
import { useSessionEndOthers } from './api/session-end-others';
import { deviceName } from './device-name';

type Asking = { kind: 'one'; session: MemberSession } | { kind: 'others' } | null;

export function SessionsSection() {
  const { t, i18n } = useTranslation('security');
  const { t: tKit } = useTranslation('resources');
  const failureText = useApiMessage();
  const lang = i18n.language;
  const sessions = useSessions();
  const endOne = useSessionEnd();
  const endOthers = useSessionEndOthers();
  const [asking, setAsking] = useState<Asking>(null);
  return (
    <HelpedSection title={t('sessions.title')} help={t('sessions.help')}>
      <QueryState query={sessions} loadingLabel={t('sessions.loading')}>
        {(data) => (
          <Stack spacing={2}>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
              }}
            >
              {data.list.map((s) => (
                <Box component="li" key={s.sessionId} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
                  <Stack spacing={0.5}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 700 }}>{deviceName(s.device)}</Typography>
                      {s.current ? <Chip size="small" color="primary" label={t('sessions.current')} /> : null}
                    </Stack>
                    <Typography variant="body2">{t('sessions.ip', { ip: s.ip })}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('sessions.times', { since: formatServerTime(s.createdAt, lang), seen: formatServerTime(s.lastSeenAt, lang) })}
                    </Typography>
                    {s.current ? null : (
                      <Box>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setAsking({ kind: 'one', session: s })}
                          aria-label={t('sessions.endFor', { device: deviceName(s.device), ip: s.ip })}
                        >
                          {t('sessions.end')}
                        </Button>
                      </Box>
                    )}
                  </Stack>
                </Box>
              ))}
            </Box>
            {data.list.some((s) => !s.current) ? (
              <Box>
                <Button variant="outlined" color="error" onClick={() => setAsking({ kind: 'others' })}>
                  {t('sessions.endOthers')}
                </Button>
              </Box>
            ) : (
              <Typography>{t('sessions.alone')}</Typography>
            )}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={asking?.kind === 'one'}
        title={t('sessions.endTitle')}
        text={asking?.kind === 'one' ? t('sessions.endText', { device: deviceName(asking.session.device), ip: asking.session.ip }) : ''}
        ok={t('sessions.end')}
        cancel={tKit('confirm.cancel')}
        run={() =>
          asking?.kind === 'one' ? endOne.send({ sessionId: asking.session.sessionId }) : Promise.reject(new Error('no session'))
        }
        failureText={failureText}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking?.kind === 'others'}
        title={t('sessions.endOthersTitle')}
        text={t('sessions.endOthersText')}
        ok={t('sessions.endOthers')}
        cancel={tKit('confirm.cancel')}
        run={() => endOthers.send({})}
        failureText={failureText}
        onClose={() => setAsking(null)}
      />
    </HelpedSection>
  );
}
