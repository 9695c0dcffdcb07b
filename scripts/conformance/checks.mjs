// The duty checks of the conformance run: the contract's x-server-duties (openapi/openapi.yaml) name
// them, each is implemented here by id; each answers pass, fail or skipped (why), and the duties
// no check sees are listed as such. They run before the operations, each on a session of its own.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { serverDutiesOf } from '../../codegen/server-duties-doc.mjs';
import { skip } from './check-kit.mjs';
import { INPUT_CHECKS } from './checks-input.mjs';
import { PUSH_CHECKS } from './checks-push.mjs';
import { SESSION_CHECKS } from './checks-session.mjs';

/** Every check by id. */
export const CHECKS = new Map([...SESSION_CHECKS, ...INPUT_CHECKS, ...PUSH_CHECKS].map((c) => [c.id, c]));

/**
 * @typedef {object} CheckResult
 * @property {string} id
 * @property {string} duty     the x-server-duties entry's id
 * @property {string} title    the duty's title
 * @property {string} what     what the check sends and expects (the contract's words)
 * @property {'pass' | 'fail' | 'skipped'} outcome
 * @property {string} note     what was seen, or why it was skipped
 */

/** The duties of the contract's root file (x-server-duties). @param {string} contractPath */
export async function readDuties(contractPath) {
  return serverDutiesOf(parse(await readFile(contractPath, 'utf8')) ?? {});
}

/** Every check the duties name, with its duty. @param {import('../../codegen/server-duties-doc.mjs').ServerDuty[]} duties */
export const plannedChecks = (duties) =>
  duties.flatMap((d) => Object.entries(d.checks ?? {}).map(([id, what]) => ({ id, what, duty: d.id, title: d.title })));

/**
 * Runs the checks the duties name (those of `only` when given).
 * @param {import('./check-kit.mjs').CheckContext} ctx
 * @param {import('../../codegen/server-duties-doc.mjs').ServerDuty[]} duties
 * @param {string[]} [only]
 * @returns {Promise<{ checks: CheckResult[], unseen: { id: string, title: string, why: string }[] }>}
 */
export async function runChecks(ctx, duties, only) {
  /** @type {CheckResult[]} */
  const checks = [];
  for (const planned of plannedChecks(duties)) {
    if (only && !only.includes(planned.id)) continue;
    const check = CHECKS.get(planned.id);
    let verdict;
    if (!check)
      verdict = { outcome: /** @type {const} */ ('fail'), note: 'the contract names this check; scripts/conformance has no such check' };
    else if (check.needs.member && !ctx.member) verdict = skip('needs a member: --member id:password');
    else if (check.needs.write && !ctx.write) verdict = skip('moves money on the test account: runs only with --write');
    else {
      verdict = await check.run(ctx).catch((/** @type {Error & { cause?: { code?: string } }} */ err) => ({
        outcome: /** @type {const} */ ('fail'),
        note: `${err.message}${err.cause?.code ? ` (${err.cause.code})` : ''}`,
      }));
    }
    checks.push({ ...planned, ...verdict });
  }
  const unseen = duties.filter((d) => !Object.keys(d.checks ?? {}).length).map((d) => ({ id: d.id, title: d.title, why: d.outside ?? '' }));
  return { checks, unseen };
}
