// `npm run bench`, live odds: a live board of 200 fixtures (desktop, a member, Chromium against the
// mock, each fixture with three markets) and an odds update moving every price; the time from the
// update's answer reaching the page's cache (the board's data-prices-at) to the moved prices marked
// on screen (after the next frame). Three updates, the prices alternating; figures, never asserts.
/* global document, requestAnimationFrame -- the measurement runs in the page */

export const LIVE_FIXTURES = 200;

/** A literal /api/sport/fixtures answer: `count` live fixtures, prices shifted by `shift`. */
export function liveBody(count, shift) {
  const price = (base, i) => Math.round((base + ((i * 7) % 50) / 100 + shift) * 100) / 100;
  const list = Array.from({ length: count }, (_, i) => ({
    fixtureId: `b-${i + 1}`,
    sport: 'soccer',
    league: `Bench league ${(i % 20) + 1}`,
    home: `Home ${i + 1}`,
    away: `Away ${i + 1}`,
    startTime: '2026-11-24 19:00:00',
    status: 'live',
    clock: `${(i % 90) + 1}'`,
    score: `${i % 3}:${i % 2}`,
    markets: [
      {
        marketId: `b-${i + 1}-wl`,
        kind: 'winloose',
        line: null,
        odds: [
          { key: 'home', odds: price(1.8, i) },
          { key: 'draw', odds: price(3.2, i) },
          { key: 'away', odds: price(2.4, i) },
        ],
      },
      {
        marketId: `b-${i + 1}-hd`,
        kind: 'handy',
        line: -1.5,
        odds: [
          { key: 'home', odds: price(1.85, i) },
          { key: 'away', odds: price(1.9, i) },
        ],
      },
      {
        marketId: `b-${i + 1}-uo`,
        kind: 'underover',
        line: 2.5,
        odds: [
          { key: 'under', odds: price(1.9, i) },
          { key: 'over', odds: price(1.85, i) },
        ],
      },
    ],
  }));
  return { code: '0', data: { list, pageInfo: { page: 1, count_per_list: count, tatal_list_count: count }, leagues: [] } };
}

async function answerWith(mockUrl, body) {
  const answer = await fetch(`${mockUrl}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/sport/fixtures', body }),
  });
  if (!answer.ok) throw new Error(`live odds scenario: ${answer.status} ${await answer.text()}`);
}

/** ms from each update's answer in the cache to its moves on screen (three updates), and the first render. */
export async function liveOddsFigures(browser, baseUrl, mockUrl, viewport) {
  await answerWith(mockUrl, liveBody(LIVE_FIXTURES, 0));
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'winner_auth_token', value: 'mock-token-bench-live', url: baseUrl }]);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/sport/livebetting`);
    await page.getByRole('heading', { name: `Home ${LIVE_FIXTURES} vs Away ${LIVE_FIXTURES}` }).waitFor({ timeout: 30_000 });
    const firstRender = await page.evaluate(() => performance.now());
    const updates = [];
    for (const shift of [0.05, 0, 0.05]) {
      const before = await page.evaluate(() => document.querySelector('[data-prices-at]')?.getAttribute('data-prices-at') ?? '0');
      await answerWith(mockUrl, liveBody(LIVE_FIXTURES, shift));
      // the board reads again within 5 s; wait for the moves of that read, then a frame
      const ms = await page.evaluate(
        async ({ before, expected }) => {
          const deadline = Date.now() + 15_000;
          for (;;) {
            const board = document.querySelector('[data-prices-at]');
            const at = board?.getAttribute('data-prices-at') ?? '0';
            if (at !== before && document.querySelectorAll('[data-moved]').length >= expected) {
              await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
              return Date.now() - Number(at);
            }
            if (Date.now() > deadline) return Number.NaN;
            await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
          }
        },
        { before, expected: LIVE_FIXTURES * 7 },
      );
      updates.push(ms);
    }
    return { firstRender, updates };
  } finally {
    await context.close();
    await fetch(`${mockUrl}/__mock/scenario`, { method: 'DELETE' });
  }
}
