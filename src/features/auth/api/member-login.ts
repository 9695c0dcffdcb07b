// POST /api/member/login: the member, the unread count and the token. The caller signs in.
import { callContract, type RequestBody } from '@/api/contract';
import type { LoginData } from '@/session/session-store';

export const login = (body: RequestBody<'/api/member/login'>): Promise<LoginData> => callContract('/api/member/login', body);
