// A read asked every time its screen opens (staleTime 0: the rules of a money request, a member's own
// figures), sent after any token refresh under way, as the balance poll is (src/session/balance.ts):
// on a fresh page load the refresh revokes the old token, and a read sent with it would be refused once.
import { queryOptions } from '@tanstack/react-query';
import { callContract, contractQuery, type PostPath, type RequestBody } from '@/api/contract';
import { ensureFreshToken } from '@/session/token-refresh';

export const freshScreenRead = <P extends PostPath>(path: P, body: RequestBody<P>) =>
  queryOptions({
    ...contractQuery(path, body, { staleTime: 0 }),
    queryFn: async ({ signal }) => {
      await ensureFreshToken();
      return callContract(path, body, { signal });
    },
  });
