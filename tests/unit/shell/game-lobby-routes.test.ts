// Every slot code of docs/rules.md#constants has its lobby on both layouts (the ten named slot routes (docs/rules.md#routes), /slotgame/slot_<code>
// for the others), and the hotel casino's lobbies (/hotelcasino, /hotelcasino/<code>): screens behind
// the guard, beyond the route list (docs/rules.md#routes); the phone menu's game links reach screens.
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MOBILE_GAME_LINKS } from '@/app/chrome/links';
import { createDesktopRoutes } from '@/app/routes/desktop';
import { LazyScreen } from '@/app/routes/LazyScreen';
import { createMobileRoutes } from '@/app/routes/mobile';
import { RequireMember } from '@/app/routes/RequireMember';
import { SLOT_VENDOR_CODES } from '@/api/vendor-lobbies';
import { coverage } from '../../support/coverage';

const typeOf = (route: RouteObject) => (isValidElement(route.element) ? (route.element as ReactElement).type : undefined);

function resolve(routes: RouteObject[], url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches.at(-1)?.route;
  return {
    screen: leaf !== undefined && typeOf(leaf) === LazyScreen,
    guarded: matches.some((m) => typeOf(m.route) === RequireMember),
  };
}

const slotPath = new Map<string, string>(Object.entries(SLOT_VENDOR_CODES).map(([segment, code]) => [code, `/slotgame/${segment}`]));

describe.each([
  ['desktop', createDesktopRoutes()],
  ['mobile', createMobileRoutes()],
] as const)('%s game lobbies', (_name, routes) => {
  it.each(coverage.vendor_codes.slot)('slot code %s has a lobby behind the guard', (code) => {
    const path = slotPath.get(code);
    expect(path, code).toBeDefined();
    expect(resolve(routes, path!)).toEqual({ screen: true, guarded: true });
  });
  it.each(['/hotelcasino', '/hotelcasino/401', '/hotelcasino/any-code'])('the hotel casino %s is a screen behind the guard', (path) => {
    expect(resolve(routes, path)).toEqual({ screen: true, guarded: true });
  });
});

describe('the phone menu', () => {
  it('links to the slot lobby and the hotel casino, each a screen', () => {
    const mobile = createMobileRoutes();
    expect(MOBILE_GAME_LINKS.map((l) => l.to)).toEqual(expect.arrayContaining(['/slotgame/kplayslot', '/hotelcasino']));
    for (const link of MOBILE_GAME_LINKS) expect(resolve(mobile, link.to).screen, link.to).toBe(true);
  });
});
