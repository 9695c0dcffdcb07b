// Writing a 1:1 inquiry: type (bank account / other), title and content through the forms engine;
// confirm, send /api/board/qna/save once, and on resultCode "0" go to my inquiries with the
// completion notice. A failure (E001, E002, NT99, TE99, …) shows its code's own message above the
// form and keeps what was typed.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { useSession } from '@/session/use-session';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { inquiryForm, toInquiryPayload, type InquiryOutput } from '@forms/schemas/inquiry';
import { useInquirySave } from '../api/board-save';
import { qnaListPath, type WrittenState } from './qna-paths';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function QnaWriteScreen() {
  const { t } = useTranslation('cscenter');
  const layout = useLayout();
  const navigate = useNavigate();
  const member = useSession((s) => s.member);
  const spec = useMemo(() => inquiryForm(), []);
  const save = useInquirySave('qna');
  const submit = async (values: InquiryOutput) => {
    await save.send(toInquiryPayload(values, { memId: member?.memId ?? '', memName: member?.memName ?? '' }));
    const written: WrittenState = { written: true };
    navigate(qnaListPath(layout), { state: written });
  };
  return (
    <ScreenFrame title={t('qna.writePage.title')} spacing={2.5} narrow>
      <Typography variant="body2" color="text.secondary">
        {t('qna.writePage.help')}
      </Typography>
      <SchemaForm spec={spec} onSubmit={submit} showTitle={false} />
      <Stack direction="row">
        <Button component={RouterLink} to={qnaListPath(layout)} variant="text">
          {t('qna.writePage.cancel')}
        </Button>
      </Stack>
    </ScreenFrame>
  );
}
