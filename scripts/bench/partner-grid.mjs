// `npm run bench`, the partner grid: /partner/cashList (desktop, the partner member, Chromium against
// the mock) answered with one page of 10,000 rows (a literal scenario: far more than the contract's
// 100 a page, to load the grid), then a sort on "deposit" answered with the rows reversed. For each:
// the time from the start (navigation, the click) to the rows painted (the first row's member is the
// expected one, then a frame), split into the answer's arrival (resource timing's responseEnd) and
// what follows it (opening the envelope, JSON, React, the grid). Figures, never asserts.
/* global document, requestAnimationFrame, HTMLElement -- the measurement runs in the page */

export const GRID_ROWS = 10_000;

const pad = (n) => String(n).padStart(5, '0');

/** A literal /api/partner/cashList answer of `count` rows, newest first or reversed. */
export function cashBody(count, reversed) {
  const list = Array.from({ length: count }, (_, k) => {
    const i = reversed ? count - k : k + 1;
    const deposit = i % 3 !== 0;
    return {
      cashIdx: 100_000 + i,
      payType: i % 5 === 0 ? 'coin' : 'bank',
      applyDate: `2026-11-${pad(22 - (i % 20)).slice(-2)} ${pad(i % 24).slice(-2)}:${pad(i % 60).slice(-2)}:00`,
      depositAmt: deposit ? 10_000 * (i % 50) + 10_000 : 0,
      bonusAmt: deposit && i % 4 === 0 ? 5_000 : 0,
      withdrawAmt: deposit ? 0 : 20_000 * (i % 30) + 20_000,
      processDate: i % 7 === 0 ? null : '2026-11-22 23:03:00',
      status: i % 7 === 0 ? '0' : '1',
      memId: `bench${pad(i)}`,
      memNick: `벤치${pad(i)}`,
      partnerType: i % 11 === 0 ? 'PTN_5' : 'NORMAL',
      cashType: deposit ? 'in' : 'out',
    };
  });
  return {
    code: '0',
    data: {
      list,
      pageInfo: { page: 1, count_per_list: count, tatal_list_count: count },
      totals: { depositAmt: 1_000_000, bonusAmt: 10_000, withdrawAmt: 500_000 },
    },
  };
}

async function scenario(mockUrl, body) {
  const answer = await fetch(`${mockUrl}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`partner grid scenario: ${answer.status} ${await answer.text()}`);
}

/** In the page: waits until the grid's first row names `memId`, then a frame; the time then. */
function paintedWhen(memId) {
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + 60_000;
    const look = () => {
      const first = document.querySelector('.MuiDataGrid-row[data-rowindex="0"]');
      if (first?.textContent?.includes(memId)) requestAnimationFrame(() => resolve(performance.now()));
      else if (performance.now() > deadline) reject(new Error(`no row ${memId} within 60 s`));
      else requestAnimationFrame(look);
    };
    look();
  });
}

/** The last cash list answer's arrival (ms on the page's clock). */
function lastAnswerAt() {
  const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/partner/cashList'));
  return entries.at(-1)?.responseEnd ?? Number.NaN;
}

/** The first render of the 10,000 rows and a sort on them, each { total, answer, after } in ms. */
export async function partnerGridFigures(browser, baseUrl, mockUrl, viewport) {
  await scenario(mockUrl, { path: '/api/member/info', example: 'partner' });
  await scenario(mockUrl, { path: '/api/partner/cashList', body: cashBody(GRID_ROWS, false) });
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'winner_auth_token', value: `mock-token-bench-grid-${Date.now()}`, url: baseUrl }]);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/partner/cashList`);
    const rendered = await page.evaluate(paintedWhen, `bench${pad(1)}`);
    const firstAnswer = await page.evaluate(lastAnswerAt);
    const domRows = await page.evaluate(() => document.querySelectorAll('.MuiDataGrid-row').length);

    await scenario(mockUrl, { path: '/api/partner/cashList', body: cashBody(GRID_ROWS, true) });
    const header = page.getByRole('columnheader', { name: '충전금액' });
    await header.waitFor();
    // the click on the page's clock; the sorted rows need an answer first, so the watch begins in time
    const clicked = await page.evaluate(() => {
      const title = document.querySelector('[role="columnheader"][data-field="depositAmt"] .MuiDataGrid-columnHeaderTitleContainer');
      if (!(title instanceof HTMLElement)) throw new Error('no deposit header');
      const start = performance.now();
      title.click();
      return start;
    });
    const sortPainted = await page.evaluate(paintedWhen, `bench${pad(GRID_ROWS)}`);
    const sortAnswer = await page.evaluate(lastAnswerAt);
    return {
      domRows,
      render: { total: rendered, answer: firstAnswer, after: rendered - firstAnswer },
      sort: { total: sortPainted - clicked, answer: sortAnswer - clicked, after: sortPainted - sortAnswer },
    };
  } finally {
    await context.close();
    await fetch(`${mockUrl}/__mock/scenario`, { method: 'DELETE' });
  }
}
