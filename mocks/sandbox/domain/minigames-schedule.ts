// A mini game's schedule (settings `minigames`: round length, betting closing `closeSeconds` before
// the round ends, the draw `drawDelaySeconds` after it, an anchor round): the round at any moment,
// its number and its open / close / draw times follow from the sandbox clock; and the round a member
// sees now, open while betting is and it is not drawn yet.
import { and, eq } from 'drizzle-orm';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { minigameRounds } from '../db/schema';
import { getSetting, type MiniGameId, type MiniGameSegment, type MiniGameSettings } from '../settings';
import { optionsFor, type MiniRoundData } from './minigames-options';

export interface RoundTimes {
  round: number;
  opensAt: Date;
  closesAt: Date;
  /** The round's end (the next one opens). */
  endsAt: Date;
  /** When its draw falls due (endsAt + drawDelaySeconds). */
  drawsAt: Date;
}

export const SECOND = 1_000;

/** The schedule that holds a round (or an instant): the anchor's, or the one before it. */
function segmentOf(p: MiniGameSettings, at: { round: number } | { time: number }): MiniGameSegment {
  const current: MiniGameSegment = {
    round: p.anchor.round,
    at: p.anchor.at,
    intervalSeconds: p.intervalSeconds,
    closeSeconds: p.closeSeconds,
    drawDelaySeconds: p.drawDelaySeconds,
  };
  const before = 'round' in at ? at.round < p.anchor.round : at.time < Date.parse(p.anchor.at);
  return before && p.previous ? p.previous : current;
}

export function roundTimes(p: MiniGameSettings, round: number): RoundTimes {
  const seg = segmentOf(p, { round });
  const len = seg.intervalSeconds * SECOND;
  const opens = Date.parse(seg.at) + (round - seg.round) * len;
  const ends = opens + len;
  return {
    round,
    opensAt: new Date(opens),
    closesAt: new Date(ends - seg.closeSeconds * SECOND),
    endsAt: new Date(ends),
    drawsAt: new Date(ends + seg.drawDelaySeconds * SECOND),
  };
}

/** The round running at `now` (the one whose [opens, ends) holds it). */
export function roundAt(p: MiniGameSettings, now: Date): number {
  const seg = segmentOf(p, { time: now.getTime() });
  return seg.round + Math.floor((now.getTime() - Date.parse(seg.at)) / (seg.intervalSeconds * SECOND));
}

/**
 * The settings with a new anchor (round `round` from `at`): the rounds before it keep the schedule
 * they had (the running round its times).
 */
export function reanchored(p: MiniGameSettings, round: number, at: Date): MiniGameSettings {
  const keep = segmentOf(p, { round: round - 1 });
  return { ...p, anchor: { round, at: at.toISOString() }, previous: keep };
}

export const roundRefOf = (prodId: MiniGameId, round: number): string => `${prodId}:${round}`;

export async function miniSettings(q: Q): Promise<Record<MiniGameId, MiniGameSettings>> {
  return getSetting(q, 'minigames');
}

export async function productSettings(q: Q, prodId: MiniGameId): Promise<MiniGameSettings> {
  return (await miniSettings(q))[prodId];
}

export const isDrawn = async (q: Q, prodId: MiniGameId, round: number): Promise<boolean> =>
  (
    await q
      .select({ round: minigameRounds.round })
      .from(minigameRounds)
      .where(and(eq(minigameRounds.prodId, prodId), eq(minigameRounds.round, round)))
  ).length > 0;

/** The round a member sees now: its number, times, whether betting is open, the options at their odds. */
export async function currentRound(q: Q, prodId: MiniGameId, type: string, now: Date): Promise<MiniRoundData> {
  const p = await productSettings(q, prodId);
  const t = roundTimes(p, roundAt(p, now));
  const left = Math.ceil((t.closesAt.getTime() - now.getTime()) / SECOND);
  // drawn already (the console drew it, or the clock went back): closed until the next one
  const open = left > 0 && !(await isDrawn(q, prodId, t.round));
  return {
    prodId,
    type,
    round: t.round,
    betEndAt: seoulDateTime(t.closesAt),
    remainSeconds: open ? left : 0,
    intervalSeconds: Math.round((t.endsAt.getTime() - t.opensAt.getTime()) / SECOND),
    status: open ? 'open' : 'closed',
    options: optionsFor(prodId, p),
  };
}
