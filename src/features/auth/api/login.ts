// POST /api/member/login: the member, the unread count and the token. The caller signs in.
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';
import type { LoginData } from '../../../session/session-store';
import type { LoginOutput } from '../../../../forms/schemas/login';

export async function login(body: LoginOutput): Promise<LoginData> {
  return dataOf((await api.POST('/api/member/login', { body })).data);
}
