// STOMP 1.2 frames: an incremental parser (frames may be split across or packed into WebSocket
// messages; bare EOLs are heart-beats) and a serializer. https://stomp.github.io/stomp-specification-1.2.html

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const MAX_HEADER_BYTES = 64 * 1024;

/** Frames whose headers are never escaped (STOMP 1.2 §Value Encoding). */
const RAW_HEADER_COMMANDS = new Set(['CONNECT', 'CONNECTED', 'STOMP']);

/**
 * @typedef {object} Frame
 * @property {string} command
 * @property {Record<string, string>} headers
 * @property {Buffer} body
 */

export class FrameError extends Error {}

/** @param {string} s */
function unescapeHeader(s) {
  return s.replace(/\\(.?)/g, (_, c) => {
    switch (c) {
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        throw new FrameError(`undefined escape sequence "\\${c}" in a header`);
    }
  });
}

/** @param {string} s */
const escapeHeader = (s) => s.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');

/**
 * An incremental parser. `push(chunk)` returns the complete frames (and counts heart-beats).
 * Throws FrameError on a malformed frame.
 */
export function createFrameParser() {
  /** @type {Buffer} */
  let buf = Buffer.alloc(0);

  /** @param {Buffer} chunk @returns {{ frames: Frame[], heartbeats: number }} */
  function push(chunk) {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    /** @type {Frame[]} */
    const frames = [];
    let heartbeats = 0;
    for (;;) {
      // Heart-beats (and the optional EOLs after a frame's NUL).
      let i = 0;
      while (i < buf.length && (buf[i] === LF || (buf[i] === CR && buf[i + 1] === LF))) {
        i += buf[i] === CR ? 2 : 1;
        heartbeats++;
      }
      if (i) buf = buf.subarray(i);
      if (!buf.length) break;

      // End of the headers: the first empty line.
      let headerEnd = -1;
      let bodyStart = -1;
      for (let j = 0; j < buf.length; j++) {
        if (buf[j] !== LF) continue;
        if (buf[j + 1] === LF) {
          headerEnd = j;
          bodyStart = j + 2;
          break;
        }
        if (buf[j + 1] === CR && buf[j + 2] === LF) {
          headerEnd = j;
          bodyStart = j + 3;
          break;
        }
      }
      if (headerEnd < 0) {
        if (buf.length > MAX_HEADER_BYTES) throw new FrameError('frame headers too long (or no empty line after them)');
        break; // wait for more
      }
      const lines = buf
        .subarray(0, headerEnd)
        .toString('utf8')
        .split('\n')
        .map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
      const command = lines[0];
      if (!/^[A-Z]+$/.test(command)) throw new FrameError(`bad command line "${command.slice(0, 40)}"`);
      const raw = RAW_HEADER_COMMANDS.has(command);
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        if (colon < 0) throw new FrameError(`bad header line "${line.slice(0, 40)}" (no colon)`);
        const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
        const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
        if (!(name in headers)) headers[name] = value; // STOMP 1.2: the first occurrence wins
      }

      let bodyEnd;
      if (headers['content-length'] !== undefined) {
        const len = Number(headers['content-length']);
        if (!Number.isInteger(len) || len < 0) throw new FrameError(`bad content-length "${headers['content-length']}"`);
        if (buf.length < bodyStart + len + 1) break; // wait for more
        if (buf[bodyStart + len] !== NUL) throw new FrameError('frame body longer than its content-length (no NUL after it)');
        bodyEnd = bodyStart + len;
      } else {
        bodyEnd = buf.indexOf(NUL, bodyStart);
        if (bodyEnd < 0) break; // wait for more
      }
      frames.push({ command, headers, body: Buffer.from(buf.subarray(bodyStart, bodyEnd)) });
      buf = buf.subarray(bodyEnd + 1);
    }
    return { frames, heartbeats };
  }

  return { push };
}

/**
 * @param {string} command
 * @param {Record<string, string | number | undefined>} [headers]
 * @param {string | Buffer} [body]
 * @returns {Buffer}
 */
export function serializeFrame(command, headers = {}, body = '') {
  const raw = RAW_HEADER_COMMANDS.has(command);
  const bodyBuf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  let head = command + '\n';
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    head += raw ? `${k}:${v}\n` : `${escapeHeader(k)}:${escapeHeader(String(v))}\n`;
  }
  if (bodyBuf.length && headers['content-length'] === undefined) head += `content-length:${bodyBuf.length}\n`;
  return Buffer.concat([Buffer.from(head + '\n', 'utf8'), bodyBuf, Buffer.from([NUL])]);
}
