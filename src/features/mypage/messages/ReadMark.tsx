import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '@/components/icons';
import { isUnread, type MessageRow } from './message-row';

/** Read or unread, in words (with an icon and a filled chip for unread ones: never by colour alone). */
export function ReadMark({ message }: { message: Pick<MessageRow, 'readYn'> }) {
  const { t } = useTranslation('messages');
  return isUnread(message) ? (
    <Chip size="small" color="primary" icon={<MailIcon fontSize="small" />} label={t('mark.unread')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('mark.read')} />
  );
}
