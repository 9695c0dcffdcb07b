// The route tables against coverage.json: every listed path reaches a screen (not a redirect), the
// member paths behind the guard and the guest paths not; the redirects; the chrome's links.
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ROUTES,
  DESKTOP_ACCOUNT_LINKS,
  DESKTOP_GAME_LINKS,
  DESKTOP_MORE_LINKS,
  DESKTOP_PATHS,
  MOBILE_ACCOUNT_LINKS,
  MOBILE_PATHS,
} from '@/app/chrome/links';
import { createDesktopRoutes } from '@/app/routes/desktop';
import { LazyScreen } from '@/app/routes/LazyScreen';
import { createMobileRoutes } from '@/app/routes/mobile';
import { RequireMember } from '@/app/routes/RequireMember';
import { concrete, coverage } from '../../support/coverage';

const typeOf = (route: RouteObject) => (isValidElement(route.element) ? (route.element as ReactElement).type : undefined);

function resolve(routes: RouteObject[], url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches.at(-1)?.route;
  return {
    screen: leaf !== undefined && typeOf(leaf) === LazyScreen,
    guarded: matches.some((m) => typeOf(m.route) === RequireMember),
    redirect: leaf && isValidElement(leaf.element) ? ((leaf.element as ReactElement<{ to?: string }>).props.to ?? null) : null,
  };
}

const layouts = [
  ['desktop', createDesktopRoutes(), coverage.routes.desktop],
  ['mobile', createMobileRoutes(), coverage.routes.mobile],
] as const;

describe.each(layouts)('%s route table', (_name, routes, listed) => {
  it.each(listed.guest)('guest page %s: a screen, open to guests', (p) => {
    expect(resolve(routes, concrete(p))).toMatchObject({ screen: true, guarded: false });
  });
  it.each(listed.member)('member page %s: a screen behind the guard', (p) => {
    expect(resolve(routes, concrete(p))).toMatchObject({ screen: true, guarded: true });
  });
  it('an unknown path redirects to main', () => {
    expect(resolve(routes, '/no/such/page')).toMatchObject({ screen: false, redirect: '/' });
  });
});

describe('desktop redirects', () => {
  const desktop = createDesktopRoutes();
  it.each(['/esport/screen', '/esport/single', '/esport/multi'])('%s → /gameway', (p) => {
    expect(resolve(desktop, p).redirect).toBe('/gameway');
  });
});

describe('the chrome links to real screens', () => {
  const desktop = createDesktopRoutes();
  const mobile = createMobileRoutes();
  const desktopLinks = [
    ...DESKTOP_ACCOUNT_LINKS,
    ...DESKTOP_GAME_LINKS,
    ...DESKTOP_MORE_LINKS,
    ...Object.values(CATEGORY_ROUTES).flat(),
  ].map((l) => l!.to);
  it.each([...desktopLinks, ...Object.values(DESKTOP_PATHS)])('desktop %s', (to) => expect(resolve(desktop, to).screen).toBe(true));
  it.each([...MOBILE_ACCOUNT_LINKS.map((l) => l.to), ...Object.values(MOBILE_PATHS)])('mobile %s', (to) =>
    expect(resolve(mobile, to).screen).toBe(true),
  );
});
