// The guides against the mock, as two flows: desktop in Korean, /cscenter/bettingguide/sport then
// /cscenter/gameguide in the same page (the h1, the contents, h2 sections and h3 parts; a contents
// link moves to its section and focuses its heading; nothing overflows at 601 px; axe on their default
// state: the route walk); mobile /csMain/rule in English (sections fold; a contents link opens its
// section and moves to it; axe with a section open). E2E_SHOTS=<dir> writes screenshots.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { landing, navigateInApp, openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();

/** Clicks the contents link: its target gets the focus and is scrolled up into the window (below the sticky bar). */
async function movesTo(page: Page, link: Locator, target: Locator) {
  const top = () => target.evaluate((el) => el.getBoundingClientRect().top);
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await top();
  await link.click();
  await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
  // at the top of the window, or as near as the page's end allows
  const atTop = () =>
    target.evaluate((el) => {
      const { top, bottom } = el.getBoundingClientRect();
      const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      return top >= 0 && bottom <= window.innerHeight && (top < 160 || end);
    });
  await expect.poll(atTop).toBe(true);
  expect(await top()).toBeLessThan(before);
  expect(await page.evaluate(() => window.location.pathname)).not.toContain('#');
}

describe('guides', () => {
  it('desktop, Korean: the betting guide and the game guide, their contents moving to each section', async () => {
    const page = await openScreen(open, DESKTOP, '/cscenter/bettingguide/sport');
    await page.getByRole('heading', { name: '스포츠 베팅 가이드', level: 1 }).waitFor();
    const toc = page.getByRole('navigation', { name: '목차' });
    expect(await toc.getByRole('link').allTextContents()).toEqual(['베팅 종류', '베팅 방법', '정산 방식']);
    for (const name of ['베팅 종류', '베팅 방법', '정산 방식']) await page.getByRole('heading', { name, level: 2 }).waitFor();
    for (const name of [
      '단폴더와 다폴더 (조합 베팅)',
      '승무패 (1X2)',
      '핸디캡',
      '언더오버',
      '스페셜',
      '라이브 베팅',
      '적특 (배당 1.00)',
      '전반·후반 규정',
    ])
      await page.getByRole('heading', { name, level: 3 }).waitFor();
    await page.getByText('1.85 × 2.10 = 3.885 → 3.89, 당첨금은 10,000 × 3.89 = 38,900원', { exact: false }).waitFor();
    await shot(page, 'betting-guide-desktop');
    await movesTo(page, toc.getByRole('link', { name: '정산 방식' }), page.getByRole('heading', { name: '정산 방식', level: 2 }));

    await navigateInApp(page, '/cscenter/gameguide');
    expect(await landing(page, '/cscenter/gameguide')).toBeNull();
    await page.getByRole('heading', { name: '게임 가이드', level: 1 }).waitFor();
    for (const name of ['파워볼', '파워사다리', '스피드키노', '키노사다리']) await page.getByRole('heading', { name, level: 3 }).waitFor();
    await shot(page, 'game-guide-desktop');
    const gameMoney = page.getByRole('heading', { name: '게임머니와 환전', level: 2 });
    await movesTo(page, page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: '게임머니와 환전' }), gameMoney);
    await page.setViewportSize({ width: 601, height: 900 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
  });

  it('/csMain/rule on mobile, in English: folded sections, a contents link opening its section', async () => {
    const page = await openScreen(open, MOBILE, '/csMain/rule', { language: 'en' });
    await page.getByRole('heading', { name: 'Betting rules', level: 1 }).waitFor();
    const section = page.getByRole('button', { name: 'Deposits and withdrawals' });
    expect(await section.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Contents',
      'Account',
      'Betting limits',
      'Waiting while earlier bets settle',
      'Suspicious betting',
      'Deposits and withdrawals',
    ]);
    expect(await fitsWidth(page)).toBe(true);
    await movesTo(
      page,
      page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Deposits and withdrawals' }),
      section,
    );
    expect(await section.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(/23:30 to 00:30 \(Seoul time\)/).waitFor();
    await page.getByRole('button', { name: 'Suspicious betting' }).click();
    await page.getByText('When unusual betting is detected, betting is blocked for 2 minutes.', { exact: false }).waitFor();
    await expectAccessible(page, 'betting rules, mobile (en)');
    await shot(page, 'betting-rules-mobile-en');
  });
});
