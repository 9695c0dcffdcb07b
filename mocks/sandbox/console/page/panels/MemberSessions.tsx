// A member's live sessions (one per signed-in browser; a refresh's replaced token is not one) and,
// for each, "expire": the token runs out now, as an hour without a refresh would
// (docs/rules.md#sessions) — that browser's next call answers 401 and it returns to the guest page;
// the member's other sessions go on.
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memberSessions, sessionExpire } from '../../decl/member';
import { request } from '../api';
import { seoulText } from '../format';
import { DataTable, ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

export function MemberSessions({ memId }: { memId: string }) {
  const t = useText();
  const list = useRoute(memberSessions, { params: { memId } });
  const action = useAction();
  const rows = rowsOf(list.data);

  return (
    <Section
      title={`${t.sessions}: ${memId}`}
      actions={
        <Button onClick={list.reload} disabled={list.loading}>
          {t.refresh}
        </Button>
      }
    >
      <ErrorAlert error={list.error} />
      <Outcome action={action} />
      {list.data && (
        <DataTable
          label={t.sessionsTable}
          columns={5}
          empty={rows.length === 0}
          nowrapHead
          head={
            <>
              <TableCell>{t.sessionToken}</TableCell>
              <TableCell>{t.sessionCreated}</TableCell>
              <TableCell>{t.sessionLastSeen}</TableCell>
              <TableCell>{t.sessionExpires}</TableCell>
              <TableCell>{t.actions}</TableCell>
            </>
          }
        >
          {rows.map((r) => (
            <TableRow key={r.token}>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{r.token}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{seoulText(r.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{seoulText(r.lastSeenAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{seoulText(r.expiresAt)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  color="warning"
                  aria-label={`${t.sessionExpire} ${r.token}`}
                  disabled={action.busy}
                  onClick={() =>
                    void action.run(
                      () => request(sessionExpire, { params: { token: r.token } }),
                      (a) => `${t.sessionExpired}: ${a.token}`,
                      list.reload,
                    )
                  }
                >
                  {t.sessionExpire}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
