import { AccountQnaScreen } from '../accountqna/AccountQnaScreen';

/** Bank account inquiry (/cscenter/accountqna): one click asks for the deposit account; my account inquiries and their answers. */
export function AccountQnaPage() {
  return <AccountQnaScreen />;
}
