// `npm run bench`, the shared paged list: /mypage/charge/list (desktop, a member, Chromium against the
// mock) answered with 10,000 rows for its page of 10 (a literal scenario: a server that ignores
// count_per_list). The figures: the time from navigation to the first row painted, split into the
// answer's arrival and what follows it, and what the document then holds (table rows, all
// elements). The list renders the page's rows only (src/kit/paged-list/PagedList.tsx); before
// that, the same answer put 10,000 rows (250,000 nodes) in the document in one 54 s task.
// Figures, never asserts.
/* global document, requestAnimationFrame -- the measurement runs in the page */

export const PAGED_ROWS = 10_000;

/** A literal /api/cash/list/ answer of `count` deposits; the first one is `first` won. */
export function depositsBody(count, first) {
  return {
    code: '0',
    data: {
      list: Array.from({ length: count }, (_, i) => ({
        cashIdx: 900_000 - i,
        payType: 'bank',
        applyDate: '2026-11-22 23:05:00',
        waitDate: '2026-11-22 23:06:30',
        depositAmt: i === 0 ? first : 10_000 + i,
        bonusAmt: 0,
        withdrawAmt: 0,
        processDate: '2026-11-22 23:12:10',
        status: '1',
      })),
      pageInfo: { page: 1, count_per_list: count, tatal_list_count: count },
    },
  };
}

/** In the page: waits until the list's first row shows `text`, then a frame; the time then. */
function paintedWhen(text) {
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + 120_000;
    const look = () => {
      const first = document.querySelector('table tbody tr');
      if (first?.textContent?.includes(text)) requestAnimationFrame(() => resolve(performance.now()));
      else if (performance.now() > deadline) reject(new Error(`no row with ${text} within 120 s`));
      else requestAnimationFrame(look);
    };
    look();
  });
}

/** The first render of a 10,000-row answer: { total, answer, after } in ms, rows and elements in the document. */
export async function pagedListFigures(browser, baseUrl, mockUrl, viewport) {
  const answer = await fetch(`${mockUrl}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/cash/list/', body: depositsBody(PAGED_ROWS, 123_456) }),
  });
  if (!answer.ok) throw new Error(`paged list scenario: ${answer.status} ${await answer.text()}`);
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'winner_auth_token', value: `mock-token-bench-list-${Date.now()}`, url: baseUrl }]);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/mypage/charge/list`);
    const painted = await page.evaluate(paintedWhen, '123,456');
    const arrived = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/cash/list'))
          .at(-1)?.responseEnd ?? Number.NaN,
    );
    const counts = await page.evaluate(() => ({
      rows: document.querySelectorAll('table tbody tr').length,
      elements: document.getElementsByTagName('*').length,
    }));
    return { render: { total: painted, answer: arrived, after: painted - arrived }, ...counts };
  } finally {
    await context.close();
    await fetch(`${mockUrl}/__mock/scenario`, { method: 'DELETE' });
  }
}
