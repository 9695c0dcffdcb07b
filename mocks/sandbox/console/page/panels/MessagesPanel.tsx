// Send a message to one member or to every normal member (the member gets a MSG push).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { sendMessage } from '../../decl/board';
import { request } from '../api';
import { SubmitButton } from '../parts/SubmitButton';
import { Section, useAction, useText } from '../ui';

export function MessagesPanel() {
  const t = useText();
  const action = useAction();
  const [to, setTo] = useState<'one' | 'all'>('one');
  const [memId, setMemId] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const ok = (to === 'all' || memId.trim() !== '') && title.trim() !== '' && content.trim() !== '';

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    if (!ok) return;
    const target = to === 'all' ? '*' : memId.trim();
    void action.run(
      () => request(sendMessage, { body: { memId: target, title: title.trim(), content: content.trim() } }),
      () => `${t.sent}: ${to === 'all' ? t.everyone : target}`,
      () => {
        setTitle('');
        setContent('');
      },
    );
  };

  return (
    <Section title={t.tabMessages}>
      <Stack component="form" onSubmit={onSend} spacing={2} sx={{ maxWidth: 720 }}>
        <FormControl>
          <FormLabel id="recipient-label">{t.recipient}</FormLabel>
          <RadioGroup row aria-labelledby="recipient-label" value={to} onChange={(e) => setTo(e.target.value as 'one' | 'all')}>
            <FormControlLabel value="one" control={<Radio />} label={t.oneMember} />
            <FormControlLabel value="all" control={<Radio />} label={t.everyone} />
          </RadioGroup>
        </FormControl>
        {to === 'one' && <TextField size="small" label={t.memberId} value={memId} onChange={(e) => setMemId(e.target.value)} required />}
        <TextField size="small" label={t.msgTitle} value={title} onChange={(e) => setTitle(e.target.value)} required />
        <TextField label={t.content} value={content} onChange={(e) => setContent(e.target.value)} multiline minRows={4} required />
        <SubmitButton label={t.send} disabled={!ok} action={action} />
      </Stack>
    </Section>
  );
}
