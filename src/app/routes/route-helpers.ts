// Small builders that keep the route tables reading like SPEC §2.
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { withChunkTimeout } from '../chunk';

type Load = () => Promise<ComponentType>;

/** One path showing one lazily loaded screen (120 s chunk time-out). */
export const page = (path: string, load: Load): RouteObject => ({
  path,
  lazy: async () => ({ Component: await withChunkTimeout(load) }),
});

/** The index route of its parent. */
export const indexPage = (load: Load): RouteObject => ({
  index: true,
  lazy: async () => ({ Component: await withChunkTimeout(load) }),
});

/** Several paths (e.g. one per vendor) showing the same screen. */
export const pages = (load: Load, ...paths: string[]): RouteObject[] => paths.map((path) => page(path, load));

/** A path that always sends the browser elsewhere (no page of its own). */
export const redirectRoute = (path: string, to: string): RouteObject => ({ path, loader: () => redirect(to) });

/**
 * /member/<path> → /<path>: the logged-in pages keep the paths of SPEC §2 (coverage.json) and
 * /member is their parent in the table, not a URL prefix; an old /member/... link still works.
 */
export const memberPrefixRedirect: RouteObject = {
  path: 'member/*',
  loader: ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(`/${params['*'] ?? ''}${url.search}${url.hash}`);
  },
};
