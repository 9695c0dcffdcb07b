// A post's comments and the form to add one (/api/board/cmtSave with the member's id as regId). The
// form sends once however often it is tapped; after a success the post is read again (the new
// comment appears) and the form starts empty; a failure shows its code's message and keeps the text.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { formatServerTime } from '@/lib/format';
import { useSession } from '@/session/use-session';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { commentForm, toCommentPayload, type CommentOutput } from '@forms/schemas/comment';
import { useCommentSave } from '../api/comment-save';

type Comment = components['schemas']['BoardComment'];

export function PostComments({ boardIdx, comments }: { boardIdx: number; comments: readonly Comment[] }) {
  const { t, i18n } = useTranslation('board');
  const lang = i18n.language;
  const headingId = useId();
  const regId = useSession((s) => s.member?.memId);
  const save = useCommentSave();
  const spec = useMemo(() => commentForm(), []);
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  const submit = async (values: CommentOutput) => {
    setDone(false);
    await save.send(toCommentPayload(values, { boardIdx, regId: regId ?? '' }));
    setDone(true);
    setRound((r) => r + 1);
  };
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('comments.title', { count: comments.length })}
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary">{t('comments.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('comments.list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((c, i) => (
            <Box component="li" key={c.cmtIdx} sx={{ py: 1 }}>
              {i > 0 && <Divider sx={{ mb: 1 }} />}
              <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="span">
                  {c.memNick ?? c.regId}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="span">
                  {formatServerTime(c.regDate, lang)}
                </Typography>
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.content}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box role="status">{done ? <Alert severity="success">{t('comments.done')}</Alert> : null}</Box>
      <SchemaForm key={round} spec={spec} onSubmit={submit} />
    </Stack>
  );
}
