// What a page's layout is checked for in the browser suite.
import type { Page } from 'playwright-core';

/** The page fits its window's width: nothing makes it scroll sideways. */
export const fitsWidth = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * What makes the page scroll sideways: null when nothing does, else the page's scroll width and the
 * first elements past the right edge (fixed ones aside), for the failure's message.
 */
export const overflowing = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const offenders = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return `${scrollWidth}px wide at ${width}px: ${offenders.join('; ')}`;
  });
