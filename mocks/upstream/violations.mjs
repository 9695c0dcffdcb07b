// The violations the upstream watch found: each (operation, place in the body, what was expected)
// printed once and kept for GET /__upstream/violations, with how often it came and when last.
import { shapeOf } from './complaints.mjs';

/**
 * @typedef {object} Violation
 * @property {string} operation   operationId (or METHOD /path when the contract has none)
 * @property {string} method
 * @property {string} url         the request path of its first sighting
 * @property {number} status      the HTTP status of its first sighting
 * @property {string} path        JSON pointer in the body (array indices as *)
 * @property {string} expected
 * @property {string} got         what came the first time
 * @property {number} count       how many answers had it
 * @property {string} firstSeen   ISO time
 * @property {string} lastSeen
 */

/** @param {{ log?: (line: string) => void }} [o] */
export function createViolationLog({ log = (line) => console.warn(line) } = {}) {
  /** @type {Map<string, Violation>} */
  const seen = new Map();

  /**
   * @param {{ operation: string, method: string, url: string, status: number }} at
   * @param {import('./complaints.mjs').Complaint[]} complaints
   */
  function record(at, complaints) {
    const now = new Date().toISOString();
    /** @type {Set<string>} one count per answer, however many list items it is wrong in */
    const counted = new Set();
    for (const c of complaints) {
      const path = shapeOf(c.path);
      const key = `${at.operation}\0${path}\0${c.expected}`;
      if (counted.has(key)) continue;
      counted.add(key);
      const known = seen.get(key);
      if (known) {
        known.count++;
        known.lastSeen = now;
        continue;
      }
      seen.set(key, { ...at, path, expected: c.expected, got: c.got, count: 1, firstSeen: now, lastSeen: now });
      log(
        `upstream: ${at.operation} (${at.method} ${at.url}, HTTP ${at.status}) does not fit the contract at ${path}: expected ${c.expected}, got ${c.got}`,
      );
    }
  }

  return { record, list: () => [...seen.values()], clear: () => seen.clear() };
}

/** @typedef {ReturnType<typeof createViolationLog>} ViolationLog */
