// Writing a free-board post (the upload flow (docs/rules.md#states)): title and content (required; the title at most
// 100 characters), the kind fixed to general for members, up to BOARD_BETS_MAX of the member's bets
// attached from the betting history; confirm, send /api/board/free/save once, and on resultCode "0"
// go to the new post (or the list when the answer names none) with the completion notice. A failure
// shows its code's message above the form and keeps what was typed and the attached bets.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { useSession } from '@/session/use-session';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { BOARD_BETS_MAX, boardPostForm, toBoardSavePayload, type BoardPostOutput } from '@forms/schemas/board';
import { useBoardSave } from '../api/board-save';
import { boardListPath, boardReadPath } from '../board-paths';
import type { BetRow } from '../components/bet-row-columns';
import type { PostedState } from '../read/BoardReadScreen';
import { AttachedBets } from './AttachedBets';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function BoardWriteScreen() {
  const { t } = useTranslation('board');
  const layout = useLayout();
  const navigate = useNavigate();
  const member = useSession((s) => s.member);
  const [bets, setBets] = useState<BetRow[]>([]);
  const spec = useMemo(() => boardPostForm(bets.length), [bets.length]);
  const save = useBoardSave();
  const submit = async (values: BoardPostOutput) => {
    const writer = { memId: member?.memId ?? '', memName: member?.memName ?? '', boardType: 'free' };
    const answer = await save.send(
      toBoardSavePayload(
        values,
        writer,
        bets.map((b) => b.betIdx),
      ),
    );
    const posted: PostedState = { posted: true };
    navigate(answer.boardIdx ? boardReadPath(layout, answer.boardIdx) : boardListPath(layout), { state: posted });
  };
  return (
    <ScreenFrame title={t('writePage.title')} spacing={2.5} narrow>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('writePage.category')}: {t('category.normal')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('writePage.categoryFixed')}
        </Typography>
      </Stack>
      <AttachedBets bets={bets} max={BOARD_BETS_MAX} onChange={setBets} />
      <SchemaForm spec={spec} onSubmit={submit} showTitle={false} />
      <Stack direction="row">
        <Button component={RouterLink} to={boardListPath(layout)} variant="text">
          {t('writePage.cancel')}
        </Button>
      </Stack>
    </ScreenFrame>
  );
}
