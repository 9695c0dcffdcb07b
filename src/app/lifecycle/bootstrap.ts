// docs/rules.md#calls, load order at start: member info if a token exists, then game group codes, common
// codes, popups, site check, site option, category codes (master bcategory), banners.
// Requests leave in this order, before the first render (screens reading the same queries share
// the answers instead of asking first). None of the seven needs the member, so they do not wait for
// member info; the returned promise settles when member info has (a failure signs out).
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery } from '@/features/site/api/banner-list';
import { popupListQuery } from '@/features/site/api/popup-list';
import { session } from '@/session/session-store';
import { nextTask } from '@/lib/next-task';
import { categoryCodesQuery, gameCodesQuery, gameGroupCodesQuery, siteCheckQuery, siteOptionQuery } from '@/api/reads';

/** The start queries after member info, in the order of docs/rules.md#calls. */
export function startQueries(queryClient: QueryClient): Array<() => Promise<void>> {
  return [
    () => queryClient.prefetchQuery(gameGroupCodesQuery()),
    () => queryClient.prefetchQuery(gameCodesQuery()),
    () => queryClient.prefetchQuery(popupListQuery()),
    () => queryClient.prefetchQuery(siteCheckQuery()),
    () => queryClient.prefetchQuery(siteOptionQuery()),
    () => queryClient.prefetchQuery(categoryCodesQuery()),
    () => queryClient.prefetchQuery(bannersQuery()),
  ];
}

/**
 * `restore` (its code already in: start.tsx loads it with the language files when a token cookie
 * exists) loads member info, which leaves first, before the seven; absent for a guest.
 */
export async function bootstrap(queryClient: QueryClient, restore?: () => Promise<void>): Promise<void> {
  const member = restore && session.get().status === 'restoring' ? restore() : Promise.resolve();
  // one call per task: sealing a call costs a little, seven at once would be one long task
  for (const prefetch of startQueries(queryClient)) {
    void prefetch();
    await nextTask();
  }
  await member.catch(() => undefined); // a failure signs out ('memberInfoFailed')
}
