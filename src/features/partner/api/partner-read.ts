// A partner read: a plain contract read (the session holds every member call while the start's
// restore and its token refresh run, src/session/wait-for-refresh.ts, so none leaves with a token
// about to be replaced).
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type PostPath, type RequestBody } from '@/api/contract';

/** A partner read (off while `enabled` is false). */
export const usePartnerRead = <P extends PostPath>(path: P, body: RequestBody<P>, enabled = true) =>
  useQuery({ ...contractQuery(path, body), enabled });
