// The mini games and what can be bet on each: powerball, power ladder, speed keno and keno ladder,
// their names (Korean, as the betting history writes them, and English and Vietnamese), and each
// kind's options with their groups and words — what the round, the draw and the bet slip name.
import type { components } from '../../../src/api/generated/schema';
import type { MiniGameId, MiniGameSettings } from '../settings';

export type MiniResult = components['schemas']['MinigameResult'];
export type MiniOption = components['schemas']['MinigameOption'];
export type MiniRoundData = components['schemas']['MinigameRound'];

export const MINI_GAMES = ['powerball', 'powerladder', 'speedkino', 'kinoladder'] as const satisfies readonly MiniGameId[];
export const isMiniGame = (v: unknown): v is MiniGameId => typeof v === 'string' && (MINI_GAMES as readonly string[]).includes(v);
/** The {type} of /api/minigame/slots/{prodId}/{type} each game has. */
export const MINI_VARIANTS: readonly string[] = ['normal'];

export type Kind = 'powerball' | 'ladder' | 'keno';
export const KIND: Record<MiniGameId, Kind> = { powerball: 'powerball', powerladder: 'ladder', speedkino: 'keno', kinoladder: 'ladder' };

/** The server's own words (Korean, as the betting history writes them) and the games' names. */
export const GAME_NAMES: Record<MiniGameId, { ko: string; en: string; vi: string }> = {
  powerball: { ko: '파워볼', en: 'Powerball', vi: 'Powerball' },
  powerladder: { ko: '파워사다리', en: 'Power Ladder', vi: 'Power Ladder' },
  speedkino: { ko: '스피드키노', en: 'Speed Keno', vi: 'Speed Keno' },
  kinoladder: { ko: '키노사다리', en: 'Keno Ladder', vi: 'Keno Ladder' },
};

interface OptionDef {
  key: string;
  group: string;
  /** The pick's word (Korean). */
  word: string;
}
export const GROUP_WORDS: Record<string, string> = {
  pb_oddeven: '파워볼 홀짝',
  pb_underover: '파워볼 언더오버',
  nb_oddeven: '일반볼 홀짝',
  nb_underover: '일반볼 언더오버',
  nb_size: '일반볼 대중소',
  start: '출발',
  lines: '줄 수',
  oddeven: '홀짝',
  combo: '조합',
  underover: '언더오버',
};
/** The groups' names in English and Vietnamese, for the bet's names in each language (BetRow.gameNames). */
const GROUP_NAMES: Record<string, { en: string; vi: string }> = {
  pb_oddeven: { en: 'powerball odd/even', vi: 'powerball lẻ/chẵn' },
  pb_underover: { en: 'powerball under/over', vi: 'powerball xỉu/tài' },
  nb_oddeven: { en: 'normal balls odd/even', vi: 'bóng thường lẻ/chẵn' },
  nb_underover: { en: 'normal balls under/over', vi: 'bóng thường xỉu/tài' },
  nb_size: { en: 'normal balls small/medium/large', vi: 'bóng thường nhỏ/vừa/lớn' },
  start: { en: 'start', vi: 'xuất phát' },
  lines: { en: 'lines', vi: 'số thanh' },
  oddeven: { en: 'odd/even', vi: 'lẻ/chẵn' },
  combo: { en: 'combination', vi: 'kết hợp' },
  underover: { en: 'under/over', vi: 'xỉu/tài' },
};
/** A mini-game bet's name in each language: the game and the group of its first pick. */
export function betNames(prodId: MiniGameId, group: string | undefined): { ko: string; en: string; vi: string } {
  const game = GAME_NAMES[prodId];
  const named = (lang: 'en' | 'vi') => (group ? (GROUP_NAMES[group]?.[lang] ?? group) : '');
  return {
    ko: `${game.ko} ${group ? (GROUP_WORDS[group] ?? group) : ''}`.trim(),
    en: `${game.en} ${named('en')}`.trim(),
    vi: `${game.vi} ${named('vi')}`.trim(),
  };
}
const o = (key: string, group: string, word: string): OptionDef => ({ key, group, word });
const LADDER: OptionDef[] = [
  o('left', 'start', '좌'),
  o('right', 'start', '우'),
  o('line3', 'lines', '3줄'),
  o('line4', 'lines', '4줄'),
  o('odd', 'oddeven', '홀'),
  o('even', 'oddeven', '짝'),
  o('left3_even', 'combo', '좌3짝'),
  o('left4_odd', 'combo', '좌4홀'),
  o('right3_odd', 'combo', '우3홀'),
  o('right4_even', 'combo', '우4짝'),
];
export const OPTIONS: Record<Kind, OptionDef[]> = {
  powerball: [
    o('pb_odd', 'pb_oddeven', '홀'),
    o('pb_even', 'pb_oddeven', '짝'),
    o('pb_under', 'pb_underover', '언더'),
    o('pb_over', 'pb_underover', '오버'),
    o('nb_odd', 'nb_oddeven', '홀'),
    o('nb_even', 'nb_oddeven', '짝'),
    o('nb_under', 'nb_underover', '언더'),
    o('nb_over', 'nb_underover', '오버'),
    o('nb_small', 'nb_size', '소'),
    o('nb_medium', 'nb_size', '중'),
    o('nb_large', 'nb_size', '대'),
  ],
  ladder: LADDER,
  keno: [o('odd', 'oddeven', '홀'), o('even', 'oddeven', '짝'), o('under', 'underover', '언더'), o('over', 'underover', '오버')],
};
export const optionsOf = (prodId: MiniGameId): OptionDef[] => OPTIONS[KIND[prodId]];

export const optionsFor = (prodId: MiniGameId, p: MiniGameSettings): MiniOption[] =>
  optionsOf(prodId).map((d) => ({ key: d.key, group: d.group, odds: p.odds[d.key] ?? 1 }));
