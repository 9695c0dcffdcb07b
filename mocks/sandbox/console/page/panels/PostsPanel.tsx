// Post a notice, an event or an FAQ entry.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { writeSitePost, type SiteBoard } from '../../decl/board';
import { request } from '../api';
import { SelectField } from '../parts/SelectField';
import { SubmitButton } from '../parts/SubmitButton';
import { Section, useAction, useText } from '../ui';

const BOARDS: SiteBoard[] = ['notice', 'event', 'faq'];

export function PostsPanel() {
  const t = useText();
  const action = useAction();
  const [boardType, setBoardType] = useState<SiteBoard>('notice');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [pinned, setPinned] = useState(false);
  const ok = title.trim() !== '' && content.trim() !== '';

  const onPost = (e: FormEvent) => {
    e.preventDefault();
    if (!ok) return;
    void action.run(
      () => request(writeSitePost, { body: { boardType, title: title.trim(), content: content.trim(), pinned } }),
      (r) => `${t.posted}${r.idx} (${t[boardType]})`,
      () => {
        setTitle('');
        setContent('');
        setPinned(false);
      },
    );
  };

  return (
    <Section title={t.tabPosts}>
      <Stack component="form" onSubmit={onPost} spacing={2} sx={{ maxWidth: 720 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SelectField
            label={t.boardType}
            value={boardType}
            onChange={setBoardType}
            choices={BOARDS.map((b) => ({ value: b, label: t[b] }))}
            sx={{ minWidth: 160 }}
          />
          <FormControlLabel control={<Checkbox checked={pinned} onChange={(e) => setPinned(e.target.checked)} />} label={t.pinned} />
        </Stack>
        <TextField size="small" label={t.msgTitle} value={title} onChange={(e) => setTitle(e.target.value)} required />
        <TextField label={t.content} value={content} onChange={(e) => setContent(e.target.value)} multiline minRows={6} required />
        <SubmitButton label={t.post} disabled={!ok} action={action} />
      </Stack>
    </Section>
  );
}
