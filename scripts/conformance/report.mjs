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

/** The terminal's table (the note column cut to fit a wide terminal). @param {Report} report */
export function table(report) {
  const all = [HEAD, ...rows(report).map((row) => row.map((cell, i) => (i === 8 && cell.length > 90 ? `${cell.slice(0, 87)}...` : cell)))];
  const widths = HEAD.map((_h, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line), '', summaryLine(report)].join('\n');
}

/** @param {string} s */
const cell = (s) => s.replace(/\|/g, '\\|');

/** @param {Report} report */
export function markdown(report) {
  const failed = report.operations.filter((r) => r.outcome === 'fail');
  return [
    '# Conformance run',
    '',
    `Target ${report.target}, ${report.at}; ${report.write ? 'reading and writing operations (--write)' : 'read-only operations'}; ` +
      `member ${report.member ?? '(none: guest operations only)'}${report.partner ? `, partner ${report.partner}` : ''}.`,
    '',
    summaryLine(report) + '.',
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
    '## Every operation',
    '',
    `| ${HEAD.join(' | ')} |`,
    `| ${HEAD.map(() => '---').join(' | ')} |`,
    ...rows(report).map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ].join('\n');
}
