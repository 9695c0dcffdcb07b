// A member's live sessions (one per signed-in browser; a refresh's replaced token is not one) and,
// for each, "expire": the token runs out now, as an hour without a refresh would
// (docs/rules.md#sessions) — that browser's next call answers 401 and it returns to the guest page;
// the member's other sessions go on.
import { memberSessions, sessionExpire, type SessionRow } from '../../decl/member';
import { request } from '../api';
import { seoulText } from '../format';
import { RefreshButton } from '../parts/RefreshButton';
import { RowButton } from '../parts/RowButtons';
import { RowTable, type Column } from '../parts/RowTable';
import { ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

export function MemberSessions({ memId }: { memId: string }) {
  const t = useText();
  const list = useRoute(memberSessions, { params: { memId } });
  const action = useAction();
  const expire = (r: SessionRow) =>
    void action.run(
      () => request(sessionExpire, { params: { token: r.token } }),
      (a) => `${t.sessionExpired}: ${a.token}`,
      list.reload,
    );
  const columns: Column<SessionRow>[] = [
    { head: t.sessionToken, cell: (r) => r.token, sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' } },
    { head: t.sessionCreated, cell: (r) => seoulText(r.createdAt), nowrap: true },
    { head: t.sessionLastSeen, cell: (r) => seoulText(r.lastSeenAt), nowrap: true },
    { head: t.sessionExpires, cell: (r) => seoulText(r.expiresAt), nowrap: true },
    {
      head: t.actions,
      cell: (r) => (
        <RowButton action={{ label: t.sessionExpire, color: 'warning', onClick: () => expire(r) }} of={r.token} busy={action.busy} />
      ),
    },
  ];

  return (
    <Section title={`${t.sessions}: ${memId}`} actions={<RefreshButton of={list} />}>
      <ErrorAlert error={list.error} />
      <Outcome action={action} />
      {list.data && <RowTable label={t.sessionsTable} columns={columns} rows={rowsOf(list.data)} rowKey={(r) => r.token} nowrapHead />}
    </Section>
  );
}
