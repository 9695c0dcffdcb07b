// After any sign-out: close the game popup and drop every cached member answer (balance, bets,
// messages, login popups…), so nothing of the last member is shown to the next one. Member calls
// are those the contract marks member or partner.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OPERATIONS } from '../api/generated/operations';
import { closeGameWindow } from './game-window';
import { session } from './session-store';

const MEMBER_PATHS: ReadonlySet<string> = new Set(
  Object.values(OPERATIONS)
    .filter((op) => op.access !== 'guest')
    .map((op) => op.path),
);

export function dropMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => MEMBER_PATHS.has(String(query.queryKey[0])) });
}

export function useSignOutCleanup(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      session.onSignedOut(() => {
        closeGameWindow();
        void queryClient.cancelQueries({ predicate: (query) => MEMBER_PATHS.has(String(query.queryKey[0])) });
        dropMemberQueries(queryClient);
      }),
    [queryClient],
  );
}
