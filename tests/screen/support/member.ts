// A signed-in member for the screen tier: tester01 logs in through the mock (the app's own login
// call), and the session holds the answer as after a login in the app.
import { login } from '@/features/auth/api/member-login';
import { session } from '@/session/session-store';

export async function signInMember(memId = 'tester01'): Promise<void> {
  session.signIn(await login({ memId, memPass: 'secret12' }));
}
