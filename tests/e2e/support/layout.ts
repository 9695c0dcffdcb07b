// What a page's layout is checked for in the browser suite.
import type { Page } from 'playwright-core';

/** The page fits its window's width: nothing makes it scroll sideways. */
export const fitsWidth = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
