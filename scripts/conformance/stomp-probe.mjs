// A bare STOMP 1.2 client on `ws` for the push checks: opens the socket (with an Origin when given),
// sends frames, and collects what comes back for a while. No reconnecting, no heart-beats.
import WebSocket from 'ws';
import { createFrameParser, serializeFrame } from '../../mocks/stomp-frames.mjs';

/** `http(s)://host/base` → `ws(s)://host/base/ws`. @param {string} base */
export const pushUrl = (base) => `${base.replace(/^http/, 'ws')}/ws`;

/**
 * Opens the socket: `{ open }` once the upgrade is accepted, `{ refused: status }` when the server answered
 * the upgrade with another status, `{ failed: why }` with no answer.
 * @param {string} url @param {{ origin?: string, timeoutMs?: number }} [o]
 * @returns {Promise<{ open: WebSocket } | { refused: number } | { failed: string }>}
 */
export function openSocket(url, { origin, timeoutMs = 5_000 } = {}) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { ...(origin ? { origin } : {}), handshakeTimeout: timeoutMs });
    ws.once('open', () => resolve({ open: ws }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ refused: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.once('error', (err) => resolve({ failed: err.message }));
  });
}

/**
 * The frames a socket receives, and whether it closed.
 * @param {WebSocket} ws
 */
export function frameLog(ws) {
  const parser = createFrameParser();
  /** @type {import('../../mocks/stomp-frames.mjs').Frame[]} */
  const frames = [];
  const log = { frames, closed: false, broken: '' };
  ws.on('message', (data) => {
    try {
      frames.push(...parser.push(Buffer.isBuffer(data) ? data : Buffer.from(/** @type {ArrayBuffer} */ (data))).frames);
    } catch (err) {
      log.broken = /** @type {Error} */ (err).message;
    }
  });
  ws.on('close', () => (log.closed = true));
  /** Sends a frame. @param {string} command @param {Record<string, string>} headers @param {string} [body] */
  const send = (command, headers, body) => ws.readyState === ws.OPEN && ws.send(serializeFrame(command, headers, body));
  /** Waits until a frame of one of these commands came (true) or `ms` passed (false). @param {string[]} commands @param {number} ms */
  const waitFor = async (commands, ms) => {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
      if (frames.some((f) => commands.includes(f.command))) return true;
      if (log.closed) return false;
    }
    return false;
  };
  return { log, send, waitFor };
}
