// The sandbox game's rounds: each one bet of the betting core (placeBet, then settleWithAmount) on the
// live window of a play token (domain/games-window.ts), idempotent by the vendor's round id like a
// seamless-wallet integration; what a round deals is the server's own draw (domain/games-outcomes.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { gameLaunches, gameRounds } from '../db/schema';
import { InsufficientFunds, lockMember, type MemberRow } from '../ledger';
import { placeBet, settleWithAmount } from './bets';
import { VENDOR_REFUSALS } from './games';
import { BACCARAT_PICKS, playKindOf, roundPays, SERVER_DEAL, type BaccaratPick } from './games-outcomes';
import { deadRefusal, liveLaunch, type RoundRefusal } from './games-window';

/** A round's stake: whole won, at least MIN_STAKE, at most MAX_STAKE. */
export const MIN_STAKE = 1_000;
export const MAX_STAKE = 5_000_000;

/** A baccarat pick's word in each language, for the bet's names (BetRow.gameNames, docs/rules.md#names). */
const BACCARAT_WORDS: Record<BaccaratPick, { ko: string; en: string; vi: string }> = {
  player: { ko: '플레이어', en: 'Player', vi: 'Con' },
  banker: { ko: '뱅커', en: 'Banker', vi: 'Cái' },
  tie: { ko: '타이', en: 'Tie', vi: 'Hòa' },
};

export interface RoundAnswer {
  roundId: string;
  stake: number;
  win: number;
  /** Bet state of the round: win, lose or draw (the stake back). */
  state: string;
  betIdx: number;
  detail: unknown;
  /** The account the round played from, and its balance after. */
  account: 'cash' | 'game';
  balance: number;
  /** A repeat of a round id already played: the first result, nothing moved. */
  repeated: boolean;
}

const balanceOf = (m: MemberRow, account: 'cash' | 'game'): number => (account === 'cash' ? m.cash : m.gameMoney);

/**
 * Plays one round of a game window: a repeat of a round id the vendor has seen answers the first
 * result; otherwise the stake is a bet (placeBet) settled at once with what the deal pays.
 */
export async function playRound(
  db: Db,
  token: string,
  req: { roundId: unknown; stake: unknown; pick?: unknown },
  now: Date,
): Promise<RoundAnswer | RoundRefusal> {
  if (typeof req.roundId !== 'string' || !/^[\w.:-]{1,64}$/.test(req.roundId))
    return { status: 400, error: 'roundId: 1–64 letters, digits, . : _ -' };
  const roundId = req.roundId;
  return db.transaction(async (tx): Promise<RoundAnswer | RoundRefusal> => {
    const view = await liveLaunch(tx, token, now);
    if (typeof view === 'string') return deadRefusal(view);
    const { launch, game, vendor } = view;
    const member = await lockMember(tx, launch.memId);
    if (!member) return { status: 404, error: 'no such member' };
    const seen = (
      await tx
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.vendorCode, vendor.code), eq(gameRounds.roundId, roundId)))
    )[0];
    if (seen) {
      if (seen.memId !== member.memId) return { status: 409, error: `round ${roundId} of vendor ${vendor.code} is another member's` };
      return {
        roundId,
        stake: seen.stake,
        win: seen.win,
        state: seen.win === 0 ? 'lose' : seen.win === seen.stake ? 'draw' : 'win',
        betIdx: seen.betIdx,
        detail: seen.detail,
        account: launch.account,
        balance: seen.balanceAfter,
        repeated: true,
      };
    }
    if (member.betBlock === 'locked' || member.state === 'locked')
      return { status: 409, error: 'the member may not bet now', code: 'B1002' };
    if (!vendor.enabled || !game.enabled) return { status: 409, error: 'the game was switched off', code: 'B0091' };
    if (vendor.state !== 'ok') return { status: 409, error: `the vendor is ${vendor.state}`, code: VENDOR_REFUSALS[vendor.state] };
    const stake = req.stake;
    if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < MIN_STAKE || stake > MAX_STAKE)
      return { status: 400, error: `stake: whole won from ${MIN_STAKE} to ${MAX_STAKE}` };
    const kind = playKindOf(game.gameType);
    const pick: BaccaratPick = (BACCARAT_PICKS as readonly unknown[]).includes(req.pick) ? (req.pick as BaccaratPick) : 'player';
    if (kind === 'baccarat' && req.pick !== undefined && req.pick !== pick) return { status: 400, error: 'pick: player, banker or tie' };
    const { win, detail } = roundPays(kind, SERVER_DEAL, stake, pick);
    const title = { ko: game.names.ko, en: game.names.en ?? game.names.ko, vi: game.names.vi ?? game.names.en ?? game.names.ko };
    // a baccarat hand is named with its pick, in each language
    const word = kind === 'baccarat' ? BACCARAT_WORDS[pick] : undefined;
    const names = word ? { ko: `${title.ko} · ${word.ko}`, en: `${title.en} · ${word.en}`, vi: `${title.vi} · ${word.vi}` } : title;
    let betIdx: number;
    try {
      const placed = await placeBet(tx, {
        member,
        groupKey: vendor.groupCode,
        gameType: game.key,
        vendorCode: vendor.code,
        gameNames: names,
        form: names.ko,
        roundRef: `${vendor.code}:${roundId}`,
        account: launch.account,
        stake,
        folders: [],
        now,
      });
      betIdx = placed.bet.betIdx;
    } catch (err) {
      if (err instanceof InsufficientFunds) return { status: 402, error: 'not enough money for this stake' };
      throw err;
    }
    const settled = await settleWithAmount(tx, betIdx, win, now);
    const after = await lockMember(tx, member.memId);
    const balance = after ? balanceOf(after, launch.account) : 0;
    await tx.insert(gameRounds).values({
      vendorCode: vendor.code,
      roundId,
      token,
      memId: member.memId,
      betIdx,
      stake,
      win,
      detail,
      balanceAfter: balance,
      playedAt: now,
    });
    await tx.update(gameLaunches).set({ lastSeenAt: now }).where(eq(gameLaunches.token, token));
    return { roundId, stake, win, state: settled?.state ?? 'lose', betIdx, detail, account: launch.account, balance, repeated: false };
  });
}
