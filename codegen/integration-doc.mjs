// Contract → docs/integration.md: what an operator's server must provide for this front end, for the
// operator's engineer. Generated with the code (`npm run codegen`; `--check` and the contract tests
// fail when it drifts), so the list of operations, headers, push topics and codes cannot drift
// from the contract. The section "What your server must do" is codegen/server-duties-doc.mjs's.

import { serverDutiesSection } from './server-duties-doc.mjs';

/** Follows a local `$ref` (`#/components/...`) of the bundled contract. @param {any} contract @param {any} node */
function deref(contract, node) {
  let at = node;
  for (let hops = 0; typeof at?.$ref === 'string' && at.$ref.startsWith('#/') && hops < 10; hops++) {
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce((/** @type {any} */ o, /** @type {string} */ k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], contract);
  }
  return at;
}

/** @param {unknown} s */
const cell = (s) =>
  String(s ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** @param {string[]} head @param {unknown[][]} rows */
const mdTable = (head, rows) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

/**
 * Every operation of the contract in file order, with what the doc says of it.
 * @param {any} contract  the bundled contract (codegen/bundle.mjs)
 */
export function operationsOf(contract) {
  const rows = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const [method, op] of Object.entries(/** @type {Record<string, any>} */ (item))) {
      const examples = op.responses?.['200']?.content?.['application/json']?.examples ?? {};
      const codes = [
        ...new Set(
          Object.values(examples)
            .map((e) => deref(contract, e)?.value?.code)
            .filter((c) => typeof c === 'string' && c !== '0'),
        ),
      ];
      const parameters = (op.parameters ?? []).map((/** @type {any} */ p) => deref(contract, p));
      rows.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        tag: String(op.tags?.[0] ?? 'other'),
        summary: String(op.summary ?? ''),
        source: String(op['x-source'] ?? 'inferred'),
        access: String(op['x-access'] ?? 'guest'),
        readOnly: op['x-read-only'] === true,
        idempotent: parameters.some((/** @type {any} */ p) => p?.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key'),
        codes,
      });
    }
  }
  return rows;
}

/** @param {any} contract  the bundled contract */
export function integrationDoc(contract) {
  const ops = operationsOf(contract);
  const inferred = ops.filter((o) => o.source === 'inferred');
  const envelope = contract['x-envelope'] ?? {};
  const push = contract['x-push'] ?? {};
  const schemes = contract.components?.securitySchemes ?? {};
  const idempotencyKey = Object.values(contract.components?.parameters ?? {}).find(
    (/** @type {any} */ p) => p?.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key',
  );
  const catalogue = contract.components?.schemas?.ErrorCode?.oneOf ?? [];
  const tags = /** @type {{ name: string, description?: string }[]} */ (contract.tags ?? []);
  const byTag = tags.map((t) => ({ ...t, ops: ops.filter((o) => o.tag === t.name) })).filter((t) => t.ops.length);
  const untagged = ops.filter((o) => !tags.some((t) => t.name === o.tag));
  if (untagged.length) byTag.push({ name: 'other', description: 'Operations without a tag', ops: untagged });

  const lines = [
    '<!-- GENERATED FILE: do not edit by hand. Source: openapi/ (codegen/integration-doc.mjs); regenerate with `npm run codegen`. -->',
    '',
    '# Integration: what your server must provide',
    '',
    `This front end talks to one backend over \`/api\` (HTTP) and \`/ws\` (STOMP over WebSocket), same origin. ` +
      `Below is everything it sends and expects, read from the contract (\`openapi/\`, ${contract.info?.title ?? 'the API contract'} ` +
      `${contract.info?.version ?? ''}). The contract has ${ops.length} operations: ${ops.length - inferred.length} the product spec names ` +
      `(\`spec\`) and ${inferred.length} the screens need that the spec does not name (\`inferred\`): check the inferred ones against your ` +
      'server first, they are our best guess at its shapes.',
    '',
    'How to check your server:',
    '',
    '- `npm run conformance -- --target https://your.server [--member id:password] [--write]` sends every operation and says, per ' +
      'operation, whether it answered and whether the answer fits the contract (README, "Operator integration"). `--write` also sends ' +
      'the operations that write or move money: use a test account. It also runs the checks of "What your server must do" ' +
      'that can be seen from outside.',
    '- `npm start -- --upstream https://your.server` runs the site against your server and lists every answer that does not fit at ' +
      '`/__upstream/violations`.',
    '',
    '## Every call',
    '',
    `- Every call is \`POST\` with a body except ${ops
      .filter((o) => o.method !== 'POST')
      .map((o) => `\`${o.method} ${o.path}\``)
      .join(', ')}, which takes its parameters and \`siteId\` in the query.`,
    '- Every answer is HTTP 200 with the body `{ "code": "0", "data": ..., "msg"?: "..." }`: `code` "0" is success, any other code is ' +
      'an error code of the catalogue below (HTTP 200 still). An HTTP error, a body that does not open, or a time-out reaches the member ' +
      'as a failed request.',
    '',
    '### The envelope',
    '',
    envelope.note ? `${envelope.summary ?? ''} ${envelope.note}` : String(envelope.summary ?? ''),
    '',
    mdTable(
      ['part', 'what'],
      Object.entries(envelope)
        .filter(([k]) => !['summary', 'note', 'headers'].includes(k))
        .map(([k, v]) => [k, v]),
    ),
    '',
    'The details and a worked example: docs/envelope.md.',
    '',
    '### Headers',
    '',
    mdTable(
      ['header', 'when', 'what'],
      [
        ...Object.values(schemes).map((/** @type {any} */ s) => [
          s.type === 'http' ? 'Authorization' : s.name,
          s.type === 'http' ? 'every call' : 'every call while a member is logged in',
          s.description,
        ]),
        ...(idempotencyKey
          ? [
              [
                'Idempotency-Key',
                `the ${ops.filter((o) => o.idempotent).length} calls marked \`key\` below`,
                'a UUID per member action (the rule below)',
              ],
            ]
          : []),
      ],
    ),
    '',
    ...(idempotencyKey
      ? [
          '### The Idempotency-Key rule',
          '',
          `${/** @type {any} */ (idempotencyKey).description}`,
          '',
          `Calls that take it: ${ops
            .filter((o) => o.idempotent)
            .map((o) => `\`${o.id}\``)
            .join(', ')}.`,
          '',
        ]
      : []),
    ...serverDutiesSection(contract),
    '## Operations',
    '',
    "Who: `guest` needs only the site key; `member` also a logged-in member's token; `partner` a member who is a partner. Kind: " +
      '`read` changes nothing (`x-read-only`), `write` changes state on the server, `key` also takes the Idempotency-Key. Codes: the ' +
      'error codes the operation answers besides "0", each with its own message to the member.',
    '',
  ];
  for (const t of byTag) {
    lines.push(
      `### ${t.name}${t.description ? `: ${t.description}` : ''}`,
      '',
      mdTable(
        ['operation', 'call', 'what', 'source', 'who', 'kind', 'codes'],
        t.ops.map((o) => [
          `\`${o.id}\``,
          `\`${o.method} ${o.path}\``,
          o.summary,
          o.source,
          o.access,
          o.idempotent ? 'write, key' : o.readOnly ? 'read' : 'write',
          o.codes.join(' '),
        ]),
      ),
      '',
    );
  }
  lines.push(
    '## Push (STOMP over WebSocket)',
    '',
    `${push.summary ?? ''} The client connects with STOMP 1.2 and subscribes to these topics. Reconnecting: ${push.reconnect ?? ''}`,
    '',
    mdTable(
      ['topic', 'what'],
      Object.entries(push.topics ?? {}).map(([k, v]) => [`\`${k}\``, v]),
    ),
    '',
    'Commands (the `cmd` of a PushMessage on a member topic):',
    '',
    mdTable(
      ['cmd', 'what the site does'],
      Object.entries(push.commands ?? {}).map(([k, v]) => [`\`${k}\``, v]),
    ),
    '',
    '## Error codes',
    '',
    `The catalogue (${catalogue.length} codes, the contract's \`ErrorCode\`). Each reaches the member as its own message; a code outside it shows a general failure.`,
    '',
    mdTable(
      ['code', 'meaning'],
      catalogue.map((/** @type {any} */ e) => [`\`${e.const}\``, e.description]),
    ),
    '',
  );
  return lines.join('\n');
}
