// /api/*: envelope in → siteId check → revoked token check → scenario or Prefer → Prism →
// session overlays → envelope out.
import { EnvelopeError } from './envelope.mjs';
import { parsePreference, PreferError } from './prefer.mjs';
import { HttpError, mediaType, parseJson, queryObject, readBody, sendHttpError, sendJson, sendText } from './http-util.mjs';
import { dropConnection, sendAnswer, sendEmpty, sendRaw, wait } from './answer.mjs';
import { scenarioPick } from './scenarios.mjs';
import { pathParams, ruleExample } from './example-rules.mjs';

const PICK_PARAMS = ['__code', '__example', '__dynamic'];
const HOP_HEADERS = ['prefer', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'host'];
/** Request bodies the mock reads: JSON, or the envelope's Base64 ciphertext as text/plain. */
export const ACCEPTED_TYPES = ['application/json', 'text/plain'];

/** @param {string} type  a media type without parameters ('' when none was sent) */
const isJsonType = (type) => !type || type === 'application/json' || type.endsWith('+json');

/**
 * @param {object} deps
 * @param {import('./config.mjs').MockConfig} deps.cfg
 * @param {import('./envelope.mjs').Envelope} deps.envelope
 * @param {() => import('./contract.mjs').Contract} deps.getContract
 * @param {() => import('./prism.mjs').Mocker} deps.getMocker
 * @param {import('./scenarios.mjs').Scenarios} deps.scenarios
 * @param {import('./request-log.mjs').RequestLog} deps.requestLog
 * @param {import('./session-hooks.mjs').SessionHooks} deps.sessionHooks
 */
export function createApiHandler({ cfg, envelope, getContract, getMocker, scenarios, requestLog, sessionHooks }) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  return async function handleApi(req, res, url) {
    const t0 = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    const contentType = mediaType(req.headers['content-type']);
    const encrypted = contentType === 'text/plain';
    const wantsEncrypted = encrypted || /(^|,)\s*text\/plain/i.test(req.headers.accept ?? '');
    const contract = getContract();
    const matched = contract.find(path, method);
    const template = matched[0]?.path;
    const query = queryObject(url.searchParams);
    const tokenHeader = req.headers['x-session-token'];
    const token = (Array.isArray(tokenHeader) ? tokenHeader[0] : tokenHeader) || undefined;

    /** @type {Omit<import('./request-log.mjs').LoggedRequest, 'seq' | 'time'>} */
    const entry = {
      method,
      path,
      template,
      query,
      headers: { ...req.headers },
      encrypted,
      raw: '',
      body: undefined,
      pick: {},
      status: 0,
      response: undefined,
      responseEncrypted: false,
      violations: [],
      ms: 0,
    };
    const finish = (/** @type {string} */ note = '') => {
      entry.ms = Math.round((performance.now() - t0) * 100) / 100;
      requestLog.add(entry);
      if (!cfg.quiet) cfg.log(summary(entry, note));
    };
    /** Plain-text refusal (unreadable request). */
    const refuse = (/** @type {number} */ status, /** @type {string} */ reason) => {
      entry.status = status;
      entry.response = reason;
      sendText(res, status, reason);
      finish(reason);
    };
    /** Plain JSON refusal (never encrypted). */
    const refuseJson = (/** @type {number} */ status, /** @type {Record<string, unknown>} */ body, /** @type {string} */ note) => {
      entry.status = status;
      entry.response = body;
      sendJson(res, status, body);
      finish(note);
    };

    /** A body too large or too deep: the contract's failure shape (x-envelope.failure). @param {HttpError} err */
    const refuseBody = (err) => {
      entry.status = err.status;
      entry.response = err.message;
      sendHttpError(res, err);
      finish(err.message);
    };
    try {
      entry.raw = await readBody(req);
    } catch (err) {
      if (err instanceof HttpError) return refuseBody(err);
      throw err;
    }

    // 1. Body: decrypt (text/plain) or parse (JSON); other media types are refused.
    const bodyless = method === 'GET' || method === 'HEAD' || method === 'DELETE';
    if (!encrypted && !isJsonType(contentType) && (entry.raw.trim() || !bodyless)) {
      return refuseJson(
        415,
        {
          message: `content type ${contentType} is not accepted: send application/json, or text/plain for the encrypted envelope`,
          accepted: ACCEPTED_TYPES,
        },
        `(content type ${contentType} refused)`,
      );
    }
    if (entry.raw.trim()) {
      if (encrypted) {
        try {
          entry.body = envelope.open(entry.raw);
        } catch (err) {
          if (err instanceof EnvelopeError) return refuse(400, err.message);
          throw err;
        }
      } else {
        try {
          entry.body = parseJson(entry.raw);
        } catch (err) {
          if (err instanceof HttpError) return refuseBody(err);
          throw err;
        }
      }
    }

    // 2. siteId: in the body for POST (and other methods with a body), in the query for GET.
    const siteId = bodyless
      ? url.searchParams.get('siteId')
      : entry.body && typeof entry.body === 'object' && !Array.isArray(entry.body)
        ? /** @type {any} */ (entry.body).siteId
        : undefined;
    if (siteId === undefined || siteId === null || siteId === '') {
      return refuseJson(
        400,
        { message: 'siteId is required' },
        bodyless ? '(siteId missing from the query)' : '(siteId missing from the body)',
      );
    }

    // 3. A member call with a token a refresh replaced.
    const revoked = sessionHooks.refusal(matched[0]?.operation, token);
    if (revoked) return refuseJson(401, { message: revoked.message }, `(token replaced by ${revoked.replacedBy})`);

    // 4. Which answer: a scenario wins over Prefer / ?__example.
    const scenario = scenarios.take(method, path, template);
    if (scenario) {
      entry.pick = scenarioPick(scenario);
      // a fault on the normal answer (late or dropped): the server did its work on receipt
      if (!scenario.literal && scenario.example === undefined && scenario.status === undefined) sessionHooks.received({ template, token });
      if (scenario.delayMs && !(await wait(scenario.delayMs, res))) return finish('the connection closed during the delay');
      if (scenario.drop) {
        dropConnection(req);
        return finish();
      }
      if (scenario.literal) {
        const status = scenario.status ?? 200;
        entry.status = status;
        entry.response = scenario.body;
        entry.violations = scenario.violations ?? [];
        if (typeof scenario.body === 'string') sendRaw(res, status, scenario.body, 'text/html; charset=utf-8');
        else entry.responseEncrypted = sendAnswer(res, envelope, { status, body: scenario.body, encrypt: wantsEncrypted });
        if (status < 300) sessionHooks.apply({ template, token, answer: scenario.body, chosen: true });
        return finish();
      }
      if (scenario.example === undefined && scenario.status !== undefined) {
        entry.status = scenario.status;
        sendEmpty(res, scenario.status);
        return finish();
      }
    }
    if (!scenario || scenario.example === undefined) {
      try {
        const preference = parsePreference(/** @type {string | undefined} */ (req.headers.prefer), url.searchParams);
        entry.pick = { ...preference, ...entry.pick };
      } catch (err) {
        if (err instanceof PreferError) return refuse(400, err.message);
        throw err;
      }
    }

    // Nothing asked: the example the operation's `x-mock-pick` rules give this request, else
    // `success` when the operation has it. Prism would answer its first example, and JavaScript
    // orders integer-like keys ("2000", "9999") before all others, so an operation with such error
    // codes would otherwise answer an error by default.
    if (entry.pick.example === undefined && !entry.pick.dynamic && (entry.pick.code ?? 200) === 200 && matched[0]) {
      const ruled = template ? ruleExample(matched[0].rules, { path: pathParams(template, path), body: entry.body, query }) : undefined;
      if (ruled) entry.pick = { ...entry.pick, example: ruled, implicit: true, rule: true };
      else if (matched[0].examples['200']?.includes('success')) entry.pick = { ...entry.pick, example: 'success', implicit: true };
    }
    // Somebody asked for this answer (a scenario's example, Prefer, ?__example): no session overlay.
    const chosen = !entry.pick.implicit && (entry.pick.example !== undefined || !!entry.pick.dynamic || entry.pick.code !== undefined);

    // 5. Prism sees a plain JSON request.
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v !== undefined && !HOP_HEADERS.includes(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    if (encrypted) headers['content-type'] = 'application/json';
    if (wantsEncrypted || !headers.accept) headers.accept = 'application/json';
    const prismQuery = { ...query };
    for (const p of PICK_PARAMS) delete prismQuery[p];

    const result = await getMocker().call(
      { method, path: contract.toPrismPath(path), query: prismQuery, headers, body: entry.body, pick: entry.pick },
      matched.length ? matched.map((o) => o.operation) : undefined,
    );
    entry.status = result.status;
    entry.response = result.body;

    // 6. Answer: Prism's answers go back in the envelope when asked; Prism's own errors stay problem JSON.
    if (!result.ok) {
      sendJson(res, result.status, result.body, { ...result.headers, 'content-type': 'application/problem+json' });
      return finish(String(result.body.detail || result.body.title || ''));
    }
    entry.violations = result.violations;
    const status = scenario?.status ?? result.status;
    const body = status < 300 ? sessionHooks.apply({ template, token, answer: result.body, chosen }) : result.body;
    entry.status = status;
    entry.response = body;
    entry.responseEncrypted = sendAnswer(res, envelope, { status, body, headers: result.headers, encrypt: wantsEncrypted });
    return finish();
  };
}

/** One log line. @param {Omit<import('./request-log.mjs').LoggedRequest, 'seq' | 'time'>} e @param {string} note */
function summary(e, note) {
  const { pick } = e;
  const parts = [`${e.method} ${e.path}`, pick.dropped && !e.status ? '→ dropped' : `→ ${e.status}`];
  const code = e.response && typeof e.response === 'object' ? /** @type {any} */ (e.response).code : undefined;
  if (typeof code === 'string') parts.push(`code=${code}`);
  if (pick.example && (!pick.implicit || pick.rule)) parts.push(`example=${pick.example}${pick.rule ? ' (x-mock-pick)' : ''}`);
  if (pick.scenario) {
    const what = [
      pick.literal && 'literal body',
      pick.status !== undefined && `status ${pick.status}`,
      pick.delayMs !== undefined && `delay ${pick.delayMs}ms`,
      pick.dropped && 'drop',
    ].filter(Boolean);
    parts.push(what.length ? `(scenario: ${what.join(', ')})` : '(scenario)');
  }
  parts.push(e.encrypted ? '[enc]' : e.responseEncrypted ? '[json→enc]' : '[json]');
  parts.push(`${e.ms}ms`);
  if (e.violations.length) parts.push(`⚠ ${e.violations.length} contract violation(s) in the answer: ${e.violations[0]}`);
  if (note) parts.push(`– ${note}`);
  return parts.join(' ');
}
