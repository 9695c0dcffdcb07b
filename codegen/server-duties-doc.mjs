// The "What your server must do" section of docs/integration.md, from the contract's `x-server-duties`
// (openapi/openapi.yaml): each duty's rule, why, what the sandbox does, and whether `npm run conformance`
// sees it from outside. The conformance run reads the same list (scripts/conformance/duties.mjs).

/**
 * @typedef {object} ServerDuty
 * @property {string} id
 * @property {string} title
 * @property {string} must
 * @property {string} why
 * @property {string} sandbox
 * @property {Record<string, string>} [checks]  conformance check id → what it sends and expects
 * @property {string} [outside]                 why no check sees it, when none does
 */

/** @param {any} contract  the bundled contract (or the root file parsed) @returns {ServerDuty[]} */
export const serverDutiesOf = (contract) => /** @type {ServerDuty[]} */ (contract['x-server-duties'] ?? []);

/** @param {ServerDuty} d */
const conformanceLine = (d) => {
  const checks = Object.entries(d.checks ?? {});
  if (!checks.length) return [`- **Seen by \`npm run conformance\`:** no. ${d.outside ?? ''}`.trimEnd()];
  return [
    `- **Seen by \`npm run conformance\`:** ${checks.length === 1 ? 'the check' : 'the checks'} ${checks.map(([id]) => `\`${id}\``).join(', ')}.`,
    ...checks.map(([id, what]) => `  - \`${id}\`: ${what}`),
    ...(d.outside ? [`  - ${d.outside}`] : []),
  ];
};

/** @param {any} contract  the bundled contract @returns {string[]} the section's lines */
export function serverDutiesSection(contract) {
  const duties = serverDutiesOf(contract);
  if (!duties.length) return [];
  const unseen = duties.filter((d) => !Object.keys(d.checks ?? {}).length);
  return [
    '## What your server must do',
    '',
    'Beyond the shapes of the calls: what the server must enforce so that the site is safe to run, each with the ' +
      'attack or failure it prevents, what the sandbox (`npm run sandbox`) does, and whether `npm run conformance` ' +
      `can see it from outside. ${duties.length - unseen.length} of the ${duties.length} duties have a check; the run ` +
      `reports each check as pass, fail or skipped (why), and lists the ${unseen.length} it cannot see.`,
    '',
    ...duties.flatMap((d, i) => [
      `### ${i + 1}. ${d.title}`,
      '',
      `- **The server must:** ${d.must}`,
      `- **Why:** ${d.why}`,
      `- **The sandbox:** ${d.sandbox}`,
      ...conformanceLine(d),
      '',
    ]),
  ];
}
