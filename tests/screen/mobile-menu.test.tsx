// The phone's menu (src/app/mobile/MobileMenuDrawer.tsx, docs/rules.md#routes), without the browser:
// besides the betting and account pages it links every live-casino lobby and the fishing lobby, each
// under its game group's name (the desktop reaches them from the side menu's game groups).
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ROUTES } from '@/app/chrome/links';
import { MobileHeader } from '@/app/mobile/MobileHeader';
import { MobileMenuDrawer } from '@/app/mobile/MobileMenuDrawer';
import { renderScreen } from './support/render';

/** A page with the phone's bar and its menu (as MobileLayout mounts them), the menu opened from the bar. */
function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MobileHeader menuOpen={open} onMenu={() => setOpen(true)} />
      <h1>main</h1>
      <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('the phone menu', () => {
  it('links the live casino’s lobbies and the fishing lobby, each group named', async () => {
    const { user } = await renderScreen(<Menu />, { path: '/', member: true, layout: 'mobile' });
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const casino = await screen.findByRole('list', { name: '라이브카지노' });
    expect(within(casino).getByRole('link', { name: '에볼루션' }).getAttribute('href')).toBe('/livecasino/evolution');
    const hrefs = within(casino)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual((CATEGORY_ROUTES.casino ?? []).map((l) => l.to));
    expect(hrefs.length).toBeGreaterThan(1);
    const fishing = screen.getByRole('list', { name: '피싱게임' });
    expect(within(fishing).getByRole('link', { name: 'K-Play 피싱' }).getAttribute('href')).toBe('/phishinggame/kplayfishing');
  });

  it('names them in English too', async () => {
    const { user } = await renderScreen(<Menu />, { path: '/', layout: 'mobile', language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const casino = await screen.findByRole('list', { name: 'Live casino' });
    expect(within(casino).getByRole('link', { name: 'Evolution' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Fishing games' })).getAllByRole('link')).toHaveLength(1);
  });
});
