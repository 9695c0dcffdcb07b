// At start: keep the prerendered first view of this layout when the app's own first render will be
// the same (the guest main page in Korean), so it is hydrated in place; otherwise clear it.
import { COOKIES, DEFAULT_LANGUAGE } from '../../config/constants';
import { storedLanguage } from '../../i18n/language';
import { readCookie } from '../../lib/cookies';
import type { Layout } from '../device';

/** The build prerenders `/` only, for a guest, in the default language. */
export function prerenderedFor(pathname: string): boolean {
  return pathname === '/' && storedLanguage() === DEFAULT_LANGUAGE && readCookie(COOKIES.token) === undefined;
}

/**
 * Leaves in `root` only the prerendered view of `layout`, and says whether to hydrate it. When the
 * first render will differ (another page, a member, another language) or there is no prerendered
 * view (the dev server, spa.html), `root` is emptied for a fresh render.
 */
export function claimFirstView(root: HTMLElement, layout: Layout, pathname: string): boolean {
  const mine = root.querySelector(`:scope > [data-layout="${layout}"]`);
  const hydrate = mine !== null && prerenderedFor(pathname);
  for (const child of [...root.childNodes]) if (!hydrate || child !== mine) child.remove();
  return hydrate;
}
