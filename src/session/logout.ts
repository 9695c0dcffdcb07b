// Logout (docs/rules.md#states): tell the server (its failure does not keep anyone logged in), then end the
// session: the token cookie and the member data go; everything that shows member data (the header,
// login popups, member pages) disappears because it reads the session.
import { api } from '../api/instance';
import { session } from './session-store';

export async function logout(): Promise<void> {
  if (session.get().token !== null) {
    try {
      await api.POST('/api/member/logout', { body: {} });
    } catch {
      // The session ends anyway.
    }
  }
  session.signOut('user');
}
