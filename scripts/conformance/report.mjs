// The conformance run's report three ways: a table for the terminal, Markdown and JSON files.

/** @typedef {import('./run.mjs').ConformanceReport} Report */
/** @typedef {import('./run.mjs').OperationResult} Result */

/** @param {Result} r */
const answered = (r) => (r.outcome === 'skipped' ? '-' : r.statuses.length ? r.statuses.join(' ') : 'no answer');
/** @param {Result} r */
const fits = (r) => (r.outcome === 'skipped' ? '-' : r.outcome === 'pass' ? 'yes' : 'NO');
/** @param {Result} r */
const note = (r) =>
  r.skipped ??
  [
    ...r.complaints.map(
      (c) => `${c.path}: expected ${c.expected}, got ${c.got}${c.example === 'none' || c.example === 'default' ? '' : ` [${c.example}]`}`,
    ),
    ...(r.unlisted.length ? [`codes the contract does not list here: ${r.unlisted.join(' ')}`] : []),
  ].join('; ');

/** @param {Report} report */
const rows = (report) =>
  report.operations.map((r) => [
    r.id,
    `${r.method} ${r.path}`,
    r.source,
    r.access,
    r.readOnly ? 'read' : 'write',
    answered(r),
    fits(r),
    r.codes.join(' '),
    note(r),
  ]);
const HEAD = ['operation', 'call', 'source', 'access', 'kind', 'HTTP', 'fits', 'codes', 'note'];

/** @param {Report} report */
export function summaryLine(report) {
  const s = report.summary;
  return `conformance: ${s.operations} operations against ${report.target}: ${s.passed} fit the contract, ${s.failed} do not, ${s.skipped} skipped`;
}

/** @param {Report} report */
export function checksLine(report) {
  const c = report.summary.checks;
  return (
    `conformance: ${c.count} checks of what the server must do: ${c.passed} pass, ${c.failed} fail, ${c.skipped} skipped; ` +
    `${report.unseen.length} duties cannot be seen from outside`
  );
}

const CHECK_HEAD = ['check', 'duty', 'outcome', 'note'];
/** @param {Report} report */
const checkRows = (report) => report.checks.map((c) => [c.id, c.duty, c.outcome === 'fail' ? 'FAIL' : c.outcome, c.note]);

/** Columns padded to their widest cell, the last (the note) cut to fit a wide terminal. @param {string[]} head @param {string[][]} body */
function columns(head, body) {
  const all = [
    head,
    ...body.map((row) => row.map((cell, i) => (i === head.length - 1 && cell.length > 90 ? `${cell.slice(0, 87)}...` : cell))),
  ];
  const widths = head.map((_h, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)];
}

/** The terminal's tables: the operations, then the duty checks. @param {Report} report */
export function table(report) {
  return [
    ...columns(HEAD, rows(report)),
    '',
    ...(report.checks.length ? [...columns(CHECK_HEAD, checkRows(report)), ''] : []),
    ...(report.unseen.length ? [`cannot see from outside: ${report.unseen.map((d) => d.id).join(', ')}`, ''] : []),
    summaryLine(report),
    checksLine(report),
  ].join('\n');
}

/** @param {string} s */
const cell = (s) => s.replace(/\|/g, '\\|');
/** @param {string[]} head @param {string[][]} body */
const mdTable = (head, body) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...body.map((row) => `| ${row.map(cell).join(' | ')} |`),
];

/** @param {Report} report */
export function markdown(report) {
  const failed = report.operations.filter((r) => r.outcome === 'fail');
  const failedChecks = report.checks.filter((c) => c.outcome === 'fail');
  return [
    '# Conformance run',
    '',
    `Target ${report.target}, ${report.at}; ${report.write ? 'reading and writing operations (--write)' : 'read-only operations'}; ` +
      `member ${report.member ?? '(none: guest operations only)'}${report.partner ? `, partner ${report.partner}` : ''}.`,
    '',
    summaryLine(report) + '.',
    '',
    checksLine(report) + '.',
    '',
    ...(failed.length
      ? [
          '## What does not fit',
          '',
          ...failed.flatMap((r) => [
            `- **${r.id}** (${r.method} ${r.path})`,
            ...r.complaints.map((c) => `  - \`${c.path}\`: expected ${c.expected}, got ${c.got} (example ${c.example})`),
          ]),
          '',
        ]
      : []),
    ...(failedChecks.length
      ? ['## What the server does not do', '', ...failedChecks.map((c) => `- **${c.id}** (${c.title}): ${c.note}`), '']
      : []),
    '## Every operation',
    '',
    ...mdTable(HEAD, rows(report)),
    '',
    '## What the server must do (docs/integration.md)',
    '',
    ...mdTable(
      ['check', 'duty', 'what', 'outcome', 'note'],
      report.checks.map((c) => [c.id, c.title, c.what, c.outcome, c.note]),
    ),
    '',
    ...(report.unseen.length
      ? ['Cannot be seen from outside:', '', ...report.unseen.map((d) => `- **${d.title}** (${d.id}): ${d.why}`), '']
      : []),
  ].join('\n');
}
