// The sandbox game: what a launch's gameurl opens (`/__sandbox/play/<token>`), standing in for a
// vendor's game window. A small slot machine or a baccarat table, plain HTML and a little script, in
// ko / en / vi (?lang=, else the site's winner_lang cookie: the site's dev and preview servers forward
// this path, so the window is on the site's own origin and gets the cookie). Each round posts to the
// sandbox (POST …/round { roundId, stake, pick? }), which moves the money through the betting core
// (domain/games-rounds.ts: playRound, idempotent by round id); the window beats every HEARTBEAT_MS and says
// when it closes (POST …/end), so the member is in a game exactly while it is open. A window that
// ended (closed, idle, replaced, or its session ended: domain/games-session.ts) answers 410 to
// every call, the page included.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, sendJson, sendText } from '../../http-util.mjs';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { withCashPush } from '../money-push';
import type { Push } from '../push';
import { PLAY_PATH } from './games';
import { playKindOf } from './games-outcomes';
import { MAX_STAKE, MIN_STAKE, playRound } from './games-rounds';
import { deadRefusal, endWindow, touchLaunch, withLiveLaunch } from './games-window';
import { escapeHtml } from '../html';

export const HEARTBEAT_MS = 20_000;

const LANGS = ['ko', 'en', 'vi'] as const;
type Lang = (typeof LANGS)[number];

const TEXT: Record<Lang, Record<string, string>> = {
  ko: {
    balance: '보유 금액',
    gameMoney: '게임 머니',
    cash: '보유 머니',
    stake: '베팅 금액',
    spin: '스핀',
    player: '플레이어',
    banker: '뱅커',
    tie: '타이',
    close: '게임 종료',
    win: '당첨',
    lose: '낙첨',
    draw: '무승부 (베팅 금액 반환)',
    ended: '게임이 종료되었습니다. 창을 닫아 주세요.',
    failed: '라운드를 처리하지 못했습니다',
    round: '라운드',
    sandbox: '샌드박스 게임',
  },
  en: {
    balance: 'Balance',
    gameMoney: 'Game money',
    cash: 'Cash',
    stake: 'Stake',
    spin: 'Spin',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    close: 'End game',
    win: 'Win',
    lose: 'No win',
    draw: 'Push (stake returned)',
    ended: 'The game has ended. Please close this window.',
    failed: 'The round could not be played',
    round: 'Round',
    sandbox: 'Sandbox game',
  },
  vi: {
    balance: 'Số dư',
    gameMoney: 'Tiền trò chơi',
    cash: 'Tiền mặt',
    stake: 'Tiền cược',
    spin: 'Quay',
    player: 'Người chơi',
    banker: 'Nhà cái',
    tie: 'Hòa',
    close: 'Kết thúc',
    win: 'Thắng',
    lose: 'Thua',
    draw: 'Hòa (hoàn tiền cược)',
    ended: 'Trò chơi đã kết thúc. Vui lòng đóng cửa sổ.',
    failed: 'Không thể xử lý ván chơi',
    round: 'Ván',
    sandbox: 'Trò chơi sandbox',
  },
};

/** ?lang=, else the site's winner_lang cookie, else Korean. */
export function languageOf(req: IncomingMessage, url: URL): Lang {
  const asked = url.searchParams.get('lang') ?? /(?:^|;\s*)winner_lang=([a-z]{2})/.exec(req.headers.cookie ?? '')?.[1];
  return (LANGS as readonly string[]).includes(asked ?? '') ? (asked as Lang) : 'ko';
}

const STAKES = [1_000, 5_000, 10_000, 50_000];

/** The game window's page. */
export function playPage(o: {
  token: string;
  lang: Lang;
  title: string;
  vendor: string;
  kind: 'slot' | 'baccarat';
  account: 'cash' | 'game';
  balance: number;
}): string {
  const t = TEXT[o.lang];
  const config = JSON.stringify({ base: `${PLAY_PATH}${o.token}`, kind: o.kind, lang: o.lang, text: t, heartbeatMs: HEARTBEAT_MS }).replace(
    /</g,
    '\\u003c',
  );
  const buttons =
    o.kind === 'slot'
      ? `<button type="button" data-pick="spin">${t.spin}</button>`
      : (['player', 'banker', 'tie'] as const).map((p) => `<button type="button" data-pick="${p}">${t[p]}</button>`).join(' ');
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(o.title)} · ${t.sandbox}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#10141c;color:#eef;display:flex;flex-direction:column;align-items:center;gap:14px;padding:24px}
h1{font-size:1.4rem;margin:0} .vendor{opacity:.7;font-size:.9rem}
#table{display:flex;gap:10px;font-size:1.6rem;min-height:64px;align-items:center}
#table span{border:1px solid #445;border-radius:8px;padding:8px 12px;background:#1b2230}
button,select{font-size:1rem;padding:8px 16px;border-radius:6px;border:0;background:#e6b422;color:#111;cursor:pointer}
button:disabled{opacity:.5;cursor:default} #close{background:#556;color:#fff}
#result{min-height:1.5em;font-weight:600} #error{color:#ff8a80;min-height:1.2em}
</style>
</head>
<body data-kind="${o.kind}">
<div class="vendor">${t.sandbox} · ${escapeHtml(o.vendor)}</div>
<h1>${escapeHtml(o.title)}</h1>
<p>${o.account === 'game' ? t.gameMoney : t.cash}: <output id="balance" aria-live="polite">${o.balance.toLocaleString('en-US')}</output></p>
<div id="table" aria-live="polite"></div>
<label>${t.stake} <select id="stake">${STAKES.map((s) => `<option value="${s}">${s.toLocaleString('en-US')}</option>`).join('')}</select></label>
<div id="picks">${buttons}</div>
<p id="result" role="status"></p>
<p id="error" role="alert"></p>
<button type="button" id="close">${t.close}</button>
<script>
(() => {
  const C = ${config};
  const $ = (id) => document.getElementById(id);
  const SYM = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7️⃣' };
  const CARD = (c) => ['A','2','3','4','5','6','7','8','9','10','J','Q','K'][c - 1];
  let ended = false;
  const post = (path, body) => fetch(C.base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body || {}), keepalive: true });
  const roundId = () => Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
  async function play(pick) {
    if (ended) return;
    for (const b of document.querySelectorAll('#picks button')) b.disabled = true;
    $('error').textContent = '';
    try {
      const body = { roundId: roundId(), stake: Number($('stake').value) };
      if (C.kind === 'baccarat') body.pick = pick;
      const res = await fetch(C.base + '/round', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const r = await res.json();
      if (!res.ok) { $('error').textContent = C.text.failed + ': ' + (r.code ? r.code + ' ' : '') + r.error; if (res.status === 410) end(false); return; }
      const d = r.detail;
      $('table').innerHTML = d.kind === 'slot'
        ? d.reels.map((s) => '<span title="' + s + '">' + SYM[s] + '</span>').join('')
        : '<span>' + C.text.player + ' ' + d.player.map(CARD).join(' ') + ' = ' + d.playerTotal + '</span><span>' + C.text.banker + ' ' + d.banker.map(CARD).join(' ') + ' = ' + d.bankerTotal + '</span>';
      $('result').textContent = C.text.round + ' ' + r.roundId + ': ' + (r.state === 'win' ? C.text.win + ' +' + r.win.toLocaleString('en-US') : r.state === 'draw' ? C.text.draw : C.text.lose);
      $('balance').textContent = r.balance.toLocaleString('en-US');
    } catch (e) {
      $('error').textContent = C.text.failed;
    } finally {
      if (!ended) for (const b of document.querySelectorAll('#picks button')) b.disabled = false;
    }
  }
  function end(close) {
    if (!ended) { ended = true; post('/end'); }
    for (const b of document.querySelectorAll('#picks button')) b.disabled = true;
    $('result').textContent = C.text.ended;
    if (close) window.close();
  }
  for (const b of document.querySelectorAll('#picks button')) b.addEventListener('click', () => play(b.dataset.pick));
  $('close').addEventListener('click', () => end(true));
  window.addEventListener('pagehide', () => { if (!ended) { ended = true; navigator.sendBeacon(C.base + '/end'); } });
  setInterval(() => { if (!ended) post('/heartbeat').then((r) => { if (r.status === 410) end(false); }); }, C.heartbeatMs);
})();
</script>
</body>
</html>`;
}

/**
 * /__sandbox/play/<token>[/round|/heartbeat|/end|/state]: the sandbox game and its calls, each a unit
 * of work (a round played from cash is told by CASH after its answer: money-push.ts).
 */
export function createPlayHandler(deps: { db: Db; clock: Clock; push: Push }) {
  const { db, clock, push } = deps;
  return (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => withCashPush(db, push, () => handlePlay(req, res, url));
  async function handlePlay(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const m = /^\/__sandbox\/play\/([\w-]+)(?:\/(round|heartbeat|end|state))?$/.exec(url.pathname);
    const method = (req.method ?? 'GET').toUpperCase();
    const token = m?.[1];
    if (!token) return sendText(res, 404, 'sandbox game: no such page');
    const action = m[2];
    const now = clock.now();
    if (!action || action === 'state') {
      if (method !== 'GET') return sendText(res, 405, 'GET only');
      const view = await withLiveLaunch(db, token, now, async (_tx, v) => v);
      if (typeof view === 'string')
        return sendText(res, deadRefusal(view).status, 'sandbox game: this game window is over (launch the game again)');
      const { launch, game, vendor, member } = view;
      const balance = launch.account === 'cash' ? member.cash : member.gameMoney;
      if (action === 'state') {
        return sendJson(res, 200, {
          token,
          memId: member.memId,
          vendorCode: vendor.code,
          gameId: game.id,
          kind: playKindOf(game.gameType),
          account: launch.account,
          balance,
          minStake: MIN_STAKE,
          maxStake: MAX_STAKE,
        });
      }
      const lang = languageOf(req, url);
      const title = (lang === 'ko' ? game.names.ko : lang === 'vi' ? (game.names.vi ?? game.names.en) : game.names.en) ?? game.names.ko;
      const vendorName = lang === 'ko' ? vendor.names.ko : vendor.names.en;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(playPage({ token, lang, title, vendor: vendorName, kind: playKindOf(game.gameType), account: launch.account, balance }));
      return;
    }
    if (method !== 'POST') return sendText(res, 405, 'POST only');
    if (action === 'heartbeat' || action === 'end') {
      const done = await (action === 'end' ? endWindow : touchLaunch)(db, token, now);
      return done === true ? sendJson(res, 200, { ok: true }) : sendJson(res, deadRefusal(done).status, deadRefusal(done));
    }
    let body: Record<string, unknown>;
    try {
      body = ((await readJson(req)) ?? {}) as Record<string, unknown>;
    } catch {
      return sendJson(res, 400, { error: 'the body is not JSON' });
    }
    const r = await playRound(db, token, { roundId: body.roundId, stake: body.stake, pick: body.pick }, now);
    if ('error' in r) return sendJson(res, r.status, r);
    return sendJson(res, 200, r);
  }
}
