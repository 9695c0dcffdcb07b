// One-to-one inquiries: waiting or answered; answer a waiting one. A member's question and the
// answer are HTML (the board's editor): shown sanitised by the site's own sanitiser
// (src/components/SafeHtml.tsx, DOMPurify), never as raw tags nor as live markup.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { inquiryAnswer, inquiryList, type InquiryRow } from '../../decl/board';
import { request } from '../api';
import { sanitizeHtml } from '../../../../../src/components/SafeHtml';
import { seoulText } from '../format';
import { RefreshButton } from '../parts/RefreshButton';
import { ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

export function InquiriesPanel() {
  const t = useText();
  const [status, setStatus] = useState<'waiting' | 'answered'>('waiting');
  const list = useRoute(inquiryList, { query: { status } });
  const rows = rowsOf(list.data);

  return (
    <Section title={t.tabInquiries} actions={<RefreshButton of={list} />}>
      <Stack spacing={1.5}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          aria-label={t.status}
          onChange={(_e, v: 'waiting' | 'answered' | null) => v && setStatus(v)}
        >
          <ToggleButton value="waiting">{t.inquiryWaiting}</ToggleButton>
          <ToggleButton value="answered">{t.inquiryAnswered}</ToggleButton>
        </ToggleButtonGroup>
        <ErrorAlert error={list.error} />
        {list.data && rows.length === 0 && <Typography color="text.secondary">{t.none}</Typography>}
        <Stack component="ul" aria-label={t.inquiriesTable} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((r) => (
            <li key={r.idx}>
              <InquiryCard inquiry={r} onAnswered={list.reload} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Section>
  );
}

function InquiryCard({ inquiry: r, onAnswered }: { inquiry: InquiryRow; onAnswered(): void }) {
  const t = useText();
  const action = useAction();
  const [answer, setAnswer] = useState('');
  const onAnswer = (e: FormEvent) => {
    e.preventDefault();
    if (!answer.trim()) return;
    void action.run(
      () => request(inquiryAnswer, { params: { idx: r.idx }, body: { answer: answer.trim() } }),
      () => `#${r.idx}: ${t.inquiryAnswered}`,
      onAnswered,
    );
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          #{r.idx} {r.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {r.memId} · {r.boardType}
          {r.inquiryType ? ` · ${t.inquiryType}: ${r.inquiryType}` : ''} · {t.createdAt} {seoulText(r.createdAt)}
        </Typography>
        <Typography
          variant="body2"
          component="div"
          data-testid={`inquiry-content-${r.idx}`}
          sx={{ whiteSpace: 'pre-wrap', mb: 1.5, '& p': { m: 0 } }}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(r.content) }}
        />
        {r.answer ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t.answer} · {t.answeredAt} {seoulText(r.answeredAt)}
            </Typography>
            <Typography
              variant="body2"
              component="div"
              sx={{ whiteSpace: 'pre-wrap', '& p': { m: 0 } }}
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(r.answer) }}
            />
          </>
        ) : (
          <Stack component="form" onSubmit={onAnswer} spacing={1}>
            <TextField
              label={`${t.answer} #${r.idx}`}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              multiline
              minRows={2}
              size="small"
            />
            <div>
              <Button type="submit" variant="contained" size="small" disabled={!answer.trim() || action.busy}>
                {t.sendAnswer}
              </Button>
            </div>
          </Stack>
        )}
        <Outcome action={action} />
      </CardContent>
    </Card>
  );
}
