// A minimal in-memory STOMP 1.2 broker on `ws` (no maintained STOMP server exists on npm).
// CONNECT/STOMP → CONNECTED (version and heart-beat negotiated, heart-beats sent and checked),
// SUBSCRIBE, UNSUBSCRIBE, ACK/NACK and BEGIN/COMMIT/ABORT accepted and ignored, DISCONNECT; RECEIPT
// for any frame with `receipt`; ERROR (then close) for bad frames. Clients only listen: a client's
// SEND is refused with ERROR (then close); messages come from the server's own code (publish).
// An upgrade from a page whose Origin is not loopback nor an allowed host is refused (403,
// mocks/local-guard.mjs). Destinations are exact names: no wildcards, no persistence.
// Faults for tests: every socket cut at once (as a network loss would), and upgrades refused for a while.
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { pushOriginAllowed } from './local-guard.mjs';
import { createFrameParser, FrameError, serializeFrame } from './stomp-frames.mjs';

const VERSIONS = ['1.2', '1.1', '1.0'];
const IGNORED = new Set(['ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT']);

/**
 * @typedef {object} Session
 * @property {string} id
 * @property {import('ws').WebSocket} ws
 * @property {boolean} connected
 * @property {string} version
 * @property {Map<string, { destination: string, ack: string }>} subs  subscription id → subscription
 * @property {number} lastSeen
 * @property {NodeJS.Timeout[]} timers
 */

/**
 * @param {object} [opts]
 * @param {[number, number]} [opts.heartBeat]  what the broker offers: [can send every ms, wants to receive every ms]
 * @param {(line: string) => void} [opts.log]
 * @param {readonly string[]} [opts.allowedHosts]  page hosts besides loopback ones that may open a socket (SANDBOX_ALLOWED_HOSTS)
 */
export function createStompBroker({ heartBeat = [10000, 10000], log, allowedHosts = [] } = {}) {
  const wss = new WebSocketServer({ noServer: true });
  /** @type {Set<Session>} */
  const sessions = new Set();
  /** destination → set of [session, subscription id] */
  /** @type {Map<string, Set<string>>} */
  const byDestination = new Map(); // values are `${session.id}\u0000${subId}`
  /** @type {Map<string, Session>} */
  const sessionById = new Map();
  let messageSeq = 0;
  /** New sockets are refused (HTTP 503) until this time (epoch ms). */
  let refusingUntil = 0;
  const refusing = () => Date.now() < refusingUntil;

  /** @param {Session} s @param {Buffer} frame */
  const send = (s, frame) => {
    if (s.ws.readyState === s.ws.OPEN) s.ws.send(frame, { binary: !isUtf8(frame) });
  };

  /** @param {Session} s @param {string} message @param {string} [detail] @param {string} [receiptId] */
  function fail(s, message, detail = '', receiptId) {
    log?.(`stomp ${s.id.slice(0, 8)} ERROR ${message}`);
    send(s, serializeFrame('ERROR', { message, 'receipt-id': receiptId, 'content-type': 'text/plain' }, detail || message));
    s.ws.close(1002, 'STOMP protocol error');
  }

  /** @param {Session} s */
  function drop(s) {
    for (const t of s.timers) clearInterval(t);
    s.timers = [];
    for (const [id, sub] of s.subs) unindex(sub.destination, s, id);
    s.subs.clear();
    sessions.delete(s);
    sessionById.delete(s.id);
  }

  /** @param {string} destination @param {Session} s @param {string} id */
  function unindex(destination, s, id) {
    const set = byDestination.get(destination);
    set?.delete(`${s.id}\u0000${id}`);
    if (set && !set.size) byDestination.delete(destination);
  }

  /** @param {Session} s @param {import('./stomp-frames.mjs').Frame} f */
  function connect(s, f) {
    const accepted = (f.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    const version = VERSIONS.find((v) => accepted.includes(v));
    if (!version) return fail(s, 'unsupported STOMP version', `Supported protocol versions are ${VERSIONS.join(',')}`);
    const hb = (f.headers['heart-beat'] ?? '0,0').split(',').map((x) => Number(x.trim()));
    if (hb.length !== 2 || hb.some((n) => !Number.isInteger(n) || n < 0)) {
      return fail(s, 'bad heart-beat header', `expected "cx,cy" (two non-negative integers), got "${f.headers['heart-beat']}"`);
    }
    const [cx, cy] = hb;
    const [sx, sy] = heartBeat;
    // STOMP 1.2 §Heart-beating: each side beats at the larger of what one offers and the other wants.
    const outgoing = sx && cy ? Math.max(sx, cy) : 0; // broker → client
    const incoming = cx && sy ? Math.max(cx, sy) : 0; // client → broker
    s.connected = true;
    s.version = version;
    send(s, serializeFrame('CONNECTED', { version, 'heart-beat': `${sx},${sy}`, session: s.id, server: 'winner-mock/1.0' }));
    if (outgoing) s.timers.push(setInterval(() => s.ws.readyState === s.ws.OPEN && s.ws.send('\n'), outgoing));
    if (incoming) {
      // Give the client twice its period (plus network slack) before calling it dead.
      const grace = incoming * 2 + 100;
      s.timers.push(
        setInterval(() => {
          if (Date.now() - s.lastSeen > grace) {
            log?.(`stomp ${s.id.slice(0, 8)} no heart-beat for ${grace} ms: closing`);
            s.ws.terminate();
          }
        }, incoming),
      );
    }
    log?.(`stomp ${s.id.slice(0, 8)} CONNECTED v${version} heart-beat out=${outgoing} in=${incoming}`);
  }

  /** @param {Session} s @param {import('./stomp-frames.mjs').Frame} f */
  function handle(s, f) {
    const receipt = f.headers.receipt;
    if (!s.connected) {
      if (f.command === 'CONNECT' || f.command === 'STOMP') return connect(s, f);
      return fail(s, 'not connected', `expected CONNECT or STOMP first, got ${f.command}`, receipt);
    }
    switch (f.command) {
      case 'CONNECT':
      case 'STOMP':
        return fail(s, 'already connected', '', receipt);
      case 'SUBSCRIBE': {
        const { destination } = f.headers;
        const id = f.headers.id ?? (s.version === '1.0' ? destination : undefined);
        if (!destination) return fail(s, 'SUBSCRIBE without destination', '', receipt);
        if (!id) return fail(s, 'SUBSCRIBE without id', '', receipt);
        const previous = s.subs.get(id);
        if (previous) unindex(previous.destination, s, id);
        s.subs.set(id, { destination, ack: f.headers.ack ?? 'auto' });
        if (!byDestination.has(destination)) byDestination.set(destination, new Set());
        /** @type {Set<string>} */ (byDestination.get(destination)).add(`${s.id}\u0000${id}`);
        log?.(`stomp ${s.id.slice(0, 8)} SUBSCRIBE ${destination} (id ${id})`);
        break;
      }
      case 'UNSUBSCRIBE': {
        const id = f.headers.id ?? (s.version === '1.0' ? f.headers.destination : undefined);
        if (!id) return fail(s, 'UNSUBSCRIBE without id', '', receipt);
        const sub = s.subs.get(id);
        if (sub) {
          unindex(sub.destination, s, id);
          s.subs.delete(id);
        }
        break;
      }
      case 'SEND':
        // a member's browser would otherwise broadcast to every subscriber (a forged draw result)
        return fail(s, 'SEND is not accepted', 'clients only subscribe: messages come from the server', receipt);
      case 'DISCONNECT':
        if (receipt) send(s, serializeFrame('RECEIPT', { 'receipt-id': receipt }));
        s.ws.close(1000, 'DISCONNECT');
        return;
      default:
        if (!IGNORED.has(f.command)) return fail(s, `unknown command ${f.command}`, '', receipt);
    }
    if (receipt) send(s, serializeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  /** @param {import('ws').WebSocket} ws */
  function onConnection(ws) {
    /** @type {Session} */
    const s = { id: randomUUID(), ws, connected: false, version: '1.2', subs: new Map(), lastSeen: Date.now(), timers: [] };
    sessions.add(s);
    sessionById.set(s.id, s);
    const parser = createFrameParser();
    ws.on('message', (data) => {
      s.lastSeen = Date.now();
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      let frames;
      try {
        ({ frames } = parser.push(chunk));
      } catch (err) {
        if (err instanceof FrameError) return fail(s, 'malformed frame', err.message);
        throw err;
      }
      for (const f of frames) {
        if (!sessions.has(s) || ws.readyState !== ws.OPEN) break;
        handle(s, f);
      }
    });
    ws.on('close', () => drop(s));
    ws.on('error', () => drop(s));
  }

  /**
   * Deliver a message to every subscription on `destination`.
   * @param {string} destination
   * @param {string | Buffer} body
   * @param {Record<string, string>} [headers]  e.g. content-type (default application/json)
   * @returns {number} how many subscriptions it was delivered to
   */
  function publish(destination, body, headers = {}) {
    const keys = byDestination.get(destination);
    if (!keys) return 0;
    let delivered = 0;
    for (const key of keys) {
      const [sid, subId] = key.split('\u0000');
      const s = sessionById.get(sid);
      const sub = s?.subs.get(subId);
      if (!s || !sub || s.ws.readyState !== s.ws.OPEN) continue;
      const messageId = `m-${++messageSeq}`;
      send(
        s,
        serializeFrame(
          'MESSAGE',
          {
            'content-type': 'application/json',
            ...headers,
            destination,
            'message-id': messageId,
            subscription: subId,
            ...(sub.ack !== 'auto' && s.version === '1.2' && { ack: messageId }),
          },
          body,
        ),
      );
      delivered++;
    }
    return delivered;
  }

  return {
    /**
     * Take over an HTTP upgrade request (the caller has checked the path).
     * @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head
     */
    handleUpgrade(req, socket, head) {
      const origin = req.headers.origin;
      if (!pushOriginAllowed(origin, allowedHosts)) {
        log?.(`stomp upgrade refused (403): Origin ${origin}`);
        return refuseUpgrade(socket, '403 Forbidden', `push socket refused for a page at ${origin}`);
      }
      if (refusing()) {
        log?.(`stomp upgrade refused (503), ${refusingUntil - Date.now()} ms left`);
        const retry = Math.ceil((refusingUntil - Date.now()) / 1000);
        return refuseUpgrade(
          socket,
          '503 Service Unavailable',
          'push refused for a while (POST /__mock/push/drop)',
          `Retry-After: ${retry}\r\n`,
        );
      }
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws));
    },
    publish,
    /** Destinations with their subscription counts, the number of open connections, and any refusal. */
    subscriptions() {
      const destinations = [...byDestination].map(([destination, set]) => ({ destination, subscribers: set.size }));
      destinations.sort((a, b) => a.destination.localeCompare(b.destination));
      return { connections: sessions.size, destinations, refusingUntil: refusing() ? new Date(refusingUntil).toISOString() : null };
    },
    /**
     * Cut every socket without a STOMP or WebSocket goodbye (ws.terminate), and refuse new ones for
     * `refuseMs` (0 ends a refusal under way).
     * @param {number} [refuseMs]
     * @returns {{ dropped: number, refusingUntil: string | null }}
     */
    dropAll(refuseMs = 0) {
      const all = [...sessions];
      for (const s of all) {
        drop(s);
        s.ws.terminate();
      }
      refusingUntil = refuseMs > 0 ? Date.now() + refuseMs : 0;
      log?.(`stomp dropped ${all.length} socket(s)${refuseMs > 0 ? `, refusing new ones for ${refuseMs} ms` : ''}`);
      return { dropped: all.length, refusingUntil: refuseMs > 0 ? new Date(refusingUntil).toISOString() : null };
    },
    /** Accept new sockets again. */
    stopRefusing() {
      refusingUntil = 0;
    },
    /** Terminate every connection and stop the timers. */
    async close() {
      for (const s of [...sessions]) {
        drop(s);
        s.ws.terminate();
      }
      await new Promise((resolve) => wss.close(() => resolve(undefined)));
    },
  };
}

/**
 * Answers an upgrade request with an HTTP error instead of a WebSocket.
 * @param {import('node:stream').Duplex} socket @param {string} status @param {string} text @param {string} [extra]  more header lines
 */
function refuseUpgrade(socket, status, text, extra = '') {
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\n${extra}` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/** @typedef {ReturnType<typeof createStompBroker>} StompBroker */
