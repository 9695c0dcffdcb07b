// Accessibility checks with axe-core on a Playwright page. Nothing here is reachable from src.
//
// axe is injected with page.evaluate (a DevTools evaluation, which no Content-Security-Policy of
// the page blocks), never as a <script> tag. Only the WCAG 2.x A/AA rules and axe's best practices
// run; a moderate, serious or critical violation fails, minor ones are only printed.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rule sets that run: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] as const;

/** The impacts that fail a check; minor ones are printed. */
const FAILING: readonly string[] = ['moderate', 'serious', 'critical'];

export interface AxeCheck {
  /** CSS selectors of the part to check (a dialog, say); the whole page when absent. */
  include?: string | string[];
  /** CSS selectors of parts to leave out. */
  exclude?: string | string[];
  /**
   * Rules switched off for this check, each with the reason it is a false positive here. An
   * exclusion without a written reason is not accepted.
   */
  falsePositives?: Record<string, string>;
}

/** A violation as this helper reports it (axe's result, trimmed to what a reader needs). */
export interface Violation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string }[];
}

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Waits for what a person would see: web fonts in, no finite animation or transition still running
 * (a dialog fading in has the wrong contrast for axe), and no <main aria-busy="true"> (a screen's
 * code still loading). Endless animations (skeletons, spinners) do not count.
 */
export async function settled(page: Page, timeoutMs = 5_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document.querySelector('main[aria-busy="true"]') === null &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || !Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        ),
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
}

/** Every violation axe finds in the page (or the part of it `check` names), after it has settled. */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<Violation[]> {
  await settled(page);
  // once per document: a navigation inside the app keeps it, a reload needs it again
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const include = asList(check.include);
  const exclude = asList(check.exclude);
  const off = Object.keys(check.falsePositives ?? {});
  for (const [rule, reason] of Object.entries(check.falsePositives ?? {})) {
    if (!reason.trim()) throw new Error(`axe: rule ${rule} switched off without a reason`);
  }
  return page.evaluate(
    async ({ include, exclude, tags, off }) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      const context: axe.ElementContext = include.length
        ? { include, ...(exclude.length ? { exclude } : {}) }
        : exclude.length
          ? { exclude }
          : document;
      const results = await run.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(off.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
        // third-party frames (game windows) are not ours to check, and waiting on them is slow
        iframes: false,
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), html: n.html })),
      }));
    },
    { include, exclude, tags: [...AXE_TAGS], off },
  );
}

/** A readable list of violations: rule, impact, help, and the first few elements with their HTML. */
export function describeViolations(violations: Violation[], shown = 3): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, shown).map((n) => `    ${n.target}\n      ${n.html.replace(/\s+/g, ' ').slice(0, 240)}`);
      const more = v.nodes.length > shown ? [`    … and ${v.nodes.length - shown} more`] : [];
      return [`  ${v.id} (${v.impact}): ${v.help}`, ...nodes, ...more, `    ${v.helpUrl}`].join('\n');
    })
    .join('\n');
}

/**
 * Checks `page` (or a part of it) with axe and returns the moderate, serious and critical violations
 * as readable lines (empty when there are none); prints the minor ones.
 */
export async function accessibilityFailures(page: Page, what: string, check: AxeCheck = {}): Promise<string> {
  const violations = await axeViolations(page, check);
  const failing = violations.filter((v) => FAILING.includes(v.impact));
  const rest = violations.filter((v) => !FAILING.includes(v.impact));
  if (rest.length) console.info(`axe, ${what}: ${rest.length} minor\n${describeViolations(rest)}`);
  return failing.length ? `axe, ${what}: ${failing.length} moderate or worse\n${describeViolations(failing)}` : '';
}

/**
 * Fails (throws) when axe finds a moderate, serious or critical violation in `page` (or the part of it
 * `check` names), with each rule, its impact and help, and the elements concerned. `what` names the
 * screen in the message: `await expectAccessible(page, 'guest main page, desktop')`.
 */
export async function expectAccessible(page: Page, what: string, check: AxeCheck = {}): Promise<void> {
  const failures = await accessibilityFailures(page, what, check);
  if (failures) throw new Error(failures);
}
