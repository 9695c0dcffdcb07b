// Real-user monitoring's collector in the sandbox: what the site's pages send
// (src/lib/rum-queue.ts: `{ events: [...] }`) checked and kept in memory, bounded, per sandbox; the
// console shows p75 LCP / INP / CLS per layout and route and the latest errors. The sandbox keeps
// no history of it: a restart starts empty.

export type VitalName = 'LCP' | 'INP' | 'CLS';
export const VITALS: VitalName[] = ['LCP', 'INP', 'CLS'];
const SOURCES = ['window', 'rejection', 'route'] as const;

export interface RumVital {
  kind: 'vital';
  name: VitalName;
  value: number;
  rating: string;
  route: string;
  layout: string;
}
export interface RumError {
  kind: 'error';
  source: (typeof SOURCES)[number];
  message: string;
  stack: string;
  route: string;
  layout: string;
}
export type RumEvent = RumVital | RumError;

/** Bounds: a page sends at most 20 events a beacon (src/lib/rum-queue.ts). */
export const LIMITS = { eventsPerPost: 50, routes: 200, samplesPerVital: 500, errors: 50, text: 1000 } as const;
/** Largest plausible values: a beacon claiming more is refused (LCP and INP in ms, CLS a score). */
const MAX_VALUE: Record<VitalName, number> = { LCP: 600_000, INP: 600_000, CLS: 100 };

export class RumRefusal extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, what: string, max: number = LIMITS.text, empty = false): string => {
  if (typeof v !== 'string' || (!empty && v === '') || v.length > max)
    throw new RumRefusal(`${what}: a string of at most ${max} characters`);
  return v;
};
const route = (v: unknown, at: string): string => {
  const r = text(v, `${at}.route`, 200);
  if (!r.startsWith('/') && r !== '(none)')
    throw new RumRefusal(`${at}.route: a route pattern (/board/read/:boardIdx), not ${JSON.stringify(r)}`);
  if (/[?#]/.test(r)) throw new RumRefusal(`${at}.route: a route pattern, without a query`);
  return r;
};

/** The events of one beacon's body, or RumRefusal naming what is wrong. */
export function readRumBody(body: unknown): RumEvent[] {
  if (!isRecord(body) || !Array.isArray(body.events)) throw new RumRefusal('the body is { events: [...] }');
  const events = body.events;
  if (events.length === 0 || events.length > LIMITS.eventsPerPost)
    throw new RumRefusal(`events: 1 to ${LIMITS.eventsPerPost} of them, not ${events.length}`);
  return events.map((e, i): RumEvent => {
    const at = `events[${i}]`;
    if (!isRecord(e)) throw new RumRefusal(`${at}: an object`);
    const layout = text(e.layout, `${at}.layout`, 20);
    if (e.kind === 'vital') {
      const name = e.name as VitalName;
      if (!VITALS.includes(name)) throw new RumRefusal(`${at}.name: one of ${VITALS.join(', ')}`);
      const value = e.value;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VALUE[name])
        throw new RumRefusal(`${at}.value: a number from 0 to ${MAX_VALUE[name]} for ${name}`);
      return { kind: 'vital', name, value, rating: text(e.rating, `${at}.rating`, 30), route: route(e.route, at), layout };
    }
    if (e.kind === 'error') {
      const source = e.source as RumError['source'];
      if (!SOURCES.includes(source)) throw new RumRefusal(`${at}.source: one of ${SOURCES.join(', ')}`);
      return {
        kind: 'error',
        source,
        message: text(e.message, `${at}.message`),
        stack: text(e.stack ?? '', `${at}.stack`, LIMITS.text, true),
        route: route(e.route, at),
        layout,
      };
    }
    throw new RumRefusal(`${at}.kind: vital or error`);
  });
}

/** The value below which three quarters of the samples are (the nearest-rank 75th percentile). */
export function p75(samples: readonly number[]): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

export interface RumRouteRow {
  layout: string;
  route: string;
  samples: Record<VitalName, number>;
  p75: Record<VitalName, number | null>;
}
export interface RumErrorRow extends Omit<RumError, 'kind'> {
  at: string;
}

export interface RumStore {
  add(events: RumEvent[], at: string): void;
  summary(): { routes: RumRouteRow[]; errors: RumErrorRow[] };
  clear(): void;
}

export function createRumStore(): RumStore {
  // key: layout + route; each vital's latest samples (the oldest go first)
  const routes = new Map<string, { layout: string; route: string; samples: Record<VitalName, number[]> }>();
  let errors: RumErrorRow[] = [];
  return {
    add(events, at) {
      for (const e of events) {
        if (e.kind === 'error') {
          errors = [{ at, source: e.source, message: e.message, stack: e.stack, route: e.route, layout: e.layout }, ...errors].slice(
            0,
            LIMITS.errors,
          );
          continue;
        }
        const key = `${e.layout} ${e.route}`;
        let row = routes.get(key);
        if (!row) {
          if (routes.size >= LIMITS.routes) continue; // a flood of made-up routes is not kept
          row = { layout: e.layout, route: e.route, samples: { LCP: [], INP: [], CLS: [] } };
          routes.set(key, row);
        }
        const samples = row.samples[e.name];
        samples.push(e.value);
        if (samples.length > LIMITS.samplesPerVital) samples.shift();
      }
    },
    summary() {
      const rows = [...routes.values()]
        .map((r) => ({
          layout: r.layout,
          route: r.route,
          samples: { LCP: r.samples.LCP.length, INP: r.samples.INP.length, CLS: r.samples.CLS.length },
          p75: { LCP: p75(r.samples.LCP), INP: p75(r.samples.INP), CLS: p75(r.samples.CLS) },
        }))
        .sort((a, b) => a.layout.localeCompare(b.layout) || a.route.localeCompare(b.route));
      return { routes: rows, errors };
    },
    clear() {
      routes.clear();
      errors = [];
    },
  };
}
