#!/usr/bin/env node
// Writes the game examples of the contract (openapi/components/examples/GameList<code>.yaml, GameCodes.yaml): every
// vendor's game list for /api/game/getGameList (chosen per vendorCode by the operation's
// x-mock-pick) and every game code for /api/common/gameCodes. The games are invented, their names
// in Korean and English (Vietnamese where the vendor gives one: the lobby falls back to English),
// their images small SVG tiles as data URIs (the CSP allows data: images; nothing from the internet).
// Run it after editing the lists below: node codegen/game-examples.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../openapi/components/examples/', import.meta.url));

// [en, ko, vi?] per game; the first ones of a vendor are its new games, every fifth is popular.
const SLOTS = {
  200: [
    'Pragmatic Play',
    'vs',
    [
      ['Gates of Olympus', '게이트 오브 올림푸스', 'Cổng Olympus'],
      ['Sweet Bonanza', '스위트 보난자', 'Kẹo Ngọt Bonanza'],
      ['Sugar Rush', '슈가 러쉬', 'Cơn Sốt Đường'],
      ['The Dog House', '더 도그 하우스', 'Ngôi Nhà Chó'],
      ['Big Bass Bonanza', '빅 베스 보난자', 'Cá Vược Lớn'],
      ['Starlight Princess', '스타라이트 프린세스', 'Công Chúa Ánh Sao'],
      ['Wolf Gold', '울프 골드', 'Sói Vàng'],
      ['Wild West Gold', '와일드 웨스트 골드'],
      ['Fruit Party', '프루트 파티', 'Tiệc Trái Cây'],
      ['Madame Destiny Megaways', '마담 데스티니 메가웨이즈'],
      ['Great Rhino', '그레이트 라이노', 'Tê Giác Lớn'],
      ['John Hunter and the Tomb of the Scarab Queen', '존 헌터와 스카라브 여왕의 무덤'],
      ['Buffalo King', '버팔로 킹', 'Vua Bò Rừng'],
      ['Floating Dragon', '플로팅 드래곤', 'Rồng Bay'],
      ['Gems Bonanza', '젬스 보난자'],
      ['Chilli Heat', '칠리 히트', 'Ớt Cay'],
      ['Aztec Gems', '아즈텍 젬스'],
      ['Mustang Gold', '머스탱 골드', 'Ngựa Vàng'],
      ['Power of Thor Megaways', '파워 오브 토르 메가웨이즈'],
      ['Release the Kraken', '릴리즈 더 크라켄'],
      ['Hot Fiesta', '핫 피에스타'],
      ['Fire Strike', '파이어 스트라이크', 'Đòn Lửa'],
      ["Joker's Jewels", '조커스 쥬얼스'],
      ['Extra Juicy', '엑스트라 쥬시', 'Mọng Nước'],
      ['Dance Party', '댄스 파티'],
      ['Wild Wild Riches', '와일드 와일드 리치스'],
      ['5 Lions Megaways', '5 라이온스 메가웨이즈', '5 Sư Tử'],
      ['Sweet Bonanza Xmas', '스위트 보난자 크리스마스'],
    ],
  ],
  201: [
    'Habanero',
    'hb',
    [
      ['Hot Hot Fruit', '핫핫 프루트', 'Trái Cây Nóng'],
      ['Koi Gate', '코이 게이트', 'Cổng Cá Chép'],
      ['Wealth Inn', '웰스 인'],
      ['Fa Cai Shen', '파 차이 션', 'Thần Tài'],
      ['Happiest Christmas Tree', '해피스트 크리스마스 트리'],
      ['Lucky Lucky', '럭키 럭키', 'May Mắn'],
      ['Nuwa', '누와'],
      ['Panda Panda', '판다 판다', 'Gấu Trúc'],
      ['Rainbow Mania', '레인보우 매니아'],
      ['Scopa', '스코파'],
      ['Wild Trucks', '와일드 트럭스'],
      ['Mystic Fortune', '미스틱 포춘', 'Vận May Huyền Bí'],
      ['Jump!', '점프!'],
      ['Lantern Luck', '랜턴 럭', 'Đèn Lồng May Mắn'],
      ['Fire Rooster', '파이어 루스터', 'Gà Lửa'],
      ['Tiki Tiki', '티키 티키'],
      ['Egyptian Dreams', '이집션 드림스'],
      ['Four Divine Beasts', '사신수', 'Tứ Thần Thú'],
      ["Ocean's Call", '오션스 콜'],
      ["Dragon's Throne", '드래곤스 스론', 'Ngai Rồng'],
      ['Candy Tower', '캔디 타워'],
      ['Colossal Gems', '콜로설 젬스'],
      ['Zeus Deluxe', '제우스 디럭스'],
      ['Lucky Fortune Cat', '럭키 포춘 캣', 'Mèo Thần Tài'],
    ],
  ],
  202: [
    'Elysium',
    'el',
    [
      ['Golden Dynasty', '골든 다이너스티'],
      ['Moon Rabbit', '달토끼', 'Thỏ Ngọc'],
      ['Tiger Palace', '타이거 팰리스'],
      ['Jade Garden', '옥정원'],
      ['Neon Nights', '네온 나이츠'],
      ['Crystal Queen', '크리스탈 퀸'],
    ],
  ],
  203: [
    'Quickspin',
    'qs',
    [
      ['Big Bad Wolf', '빅 배드 울프', 'Sói Xám'],
      ['Sakura Fortune', '사쿠라 포춘'],
      ['Sticky Bandits', '스티키 밴디츠'],
      ['Eastern Emeralds', '이스턴 에메랄드'],
      ['Hot Sync', '핫 싱크'],
      ['Goldilocks', '골디락스'],
    ],
  ],
  204: [
    'Spadegaming',
    'sg',
    [
      ['Gold Panther', '골드 팬서'],
      ['Lucky Koi', '럭키 코이', 'Cá Chép May Mắn'],
      ['Caishen Riches', '차이션 리치스'],
      ['Brothers Kingdom', '브라더스 킹덤'],
      ['Golden Lotus', '골든 로터스'],
      ['Dragon Gold', '드래곤 골드'],
    ],
  ],
  205: [
    "Play'n GO",
    'pg',
    [
      ['Book of Dead', '북 오브 데드', 'Sách Tử Thần'],
      ['Reactoonz', '리액툰즈'],
      ['Rise of Olympus', '라이즈 오브 올림푸스'],
      ['Fire Joker', '파이어 조커'],
      ['Legacy of Dead', '레거시 오브 데드'],
      ['Moon Princess', '문 프린세스', 'Công Chúa Mặt Trăng'],
    ],
  ],
  206: [
    'World Match',
    'wm',
    [
      ['Magic Queens', '매직 퀸즈'],
      ['Dragon Luck', '드래곤 럭'],
      ['Golden Shot', '골든 샷'],
      ['Pirates Treasure', '해적의 보물'],
      ['Super Joker', '슈퍼 조커'],
      ['Jungle Wild', '정글 와일드'],
    ],
  ],
  207: [
    'Microgaming',
    'mg',
    [
      ['Immortal Romance', '이모탈 로맨스'],
      ['Thunderstruck II', '썬더스트럭 2'],
      ['Mega Moolah', '메가 물라', 'Mega Moolah'],
      ['Avalon', '아발론'],
      ['Break da Bank', '브레이크 다 뱅크'],
      ['Lucky Twins', '럭키 트윈스', 'Song Sinh May Mắn'],
    ],
  ],
  // 208 (YL Gaming) has no games right now: its lobby says so.
  208: ['YL Gaming', 'yl', []],
  // the other slot codes (209, 212–221): the spec names no vendor for them; the mock's names are
  // invented (the site shows the server's names), their lobbies /slotgame/slot_<code> (src/config/constants.ts).
  209: [
    'Red Tiger',
    'rt',
    [
      ['Dragon Fortune', '드래곤 포춘', 'Vận May Rồng'],
      ['Pirates Plenty', '파이러츠 플렌티'],
      ['Mystery Reels', '미스터리 릴스'],
      ['Gonzo Gold', '곤조 골드'],
    ],
  ],
  212: [
    'NetEnt',
    'ne',
    [
      ['Starburst', '스타버스트', 'Starburst'],
      ['Dead or Alive', '데드 오어 얼라이브'],
      ['Twin Spin', '트윈 스핀'],
    ],
  ],
  213: [
    'Blueprint Gaming',
    'bp',
    [
      ['Fishin Frenzy', '피싱 프렌지'],
      ['Eye of Horus', '아이 오브 호루스', 'Mắt Horus'],
      ['King Kong Cash', '킹콩 캐시'],
    ],
  ],
  214: [
    'Relax Gaming',
    'rx',
    [
      ['Money Train', '머니 트레인', 'Chuyến Tàu Tiền'],
      ['Temple Tumble', '템플 텀블'],
      ['Snake Arena', '스네이크 아레나'],
    ],
  ],
  215: [
    'Nolimit City',
    'nl',
    [
      ['Mental', '멘탈'],
      ['Tombstone', '툼스톤'],
      ['Deadwood', '데드우드'],
    ],
  ],
  216: [
    'Hacksaw Gaming',
    'hs',
    [
      ['Wanted Dead or a Wild', '원티드 데드 오어 와일드'],
      ['Chaos Crew', '카오스 크루'],
      ['Stick Em', '스틱 엠'],
    ],
  ],
  217: [
    'Push Gaming',
    'pu',
    [
      ['Jammin Jars', '재밍 자스', 'Hũ Mứt'],
      ['Razor Shark', '레이저 샤크'],
      ['Fat Rabbit', '팻 래빗'],
    ],
  ],
  218: [
    'Thunderkick',
    'tk',
    [
      ['Esqueleto Explosivo', '에스켈레토 익스플로시보'],
      ['Pink Elephants', '핑크 엘리펀츠'],
      ['Beat the Beast', '비트 더 비스트'],
    ],
  ],
  219: [
    'Booongo',
    'bn',
    [
      ['Sun of Egypt', '선 오브 이집트', 'Mặt Trời Ai Cập'],
      ['Dragon Pearls', '드래곤 펄스'],
      ['Black Wolf', '블랙 울프'],
    ],
  ],
  220: [
    'CQ9',
    'cq',
    [
      ['Jump High', '점프 하이'],
      ['Fire Chibi', '파이어 치비'],
      ['Lucky Bats', '럭키 뱃츠', 'Dơi May Mắn'],
    ],
  ],
  221: [
    'PG Soft',
    'pgs',
    [
      ['Mahjong Ways', '마작 웨이즈', 'Đường Mạt Chược'],
      ['Fortune Tiger', '포춘 타이거', 'Hổ May Mắn'],
      ['Lucky Neko', '럭키 네코'],
    ],
  ],
};

// The hotel casino (docs/rules.md#product: a game category; its group `hotel` of /api/common/gameGroupCodes). The spec
// names no vendor or code for it: these codes and names are inferred for the mock (the lobby is
// /hotelcasino/<code>, one per game code of group hotel, as the live casino's per vendor).
const HOTEL = {
  401: [
    'Solaire Resort',
    'sol',
    [
      ['Solaire Baccarat 1', '솔레어 바카라 1', 'Baccarat Solaire 1'],
      ['Solaire Baccarat 2', '솔레어 바카라 2', 'Baccarat Solaire 2'],
      ['Solaire Dragon Tiger', '솔레어 드래곤 타이거', 'Rồng Hổ Solaire'],
      ['Solaire Roulette', '솔레어 룰렛'],
    ],
  ],
  402: [
    'Okada Manila',
    'oka',
    [
      ['Okada Squeeze Baccarat', '오카다 스퀴즈 바카라'],
      ['Okada Baccarat VIP', '오카다 VIP 바카라'],
      ['Okada Sic Bo', '오카다 식보', 'Tài Xỉu Okada'],
    ],
  ],
  403: [
    'City of Dreams',
    'cod',
    [
      ['Dreams Baccarat', '드림즈 바카라'],
      ['Dreams Blackjack', '드림즈 블랙잭'],
    ],
  ],
};

const LIVE = {
  1: [
    'Evolution',
    'evo',
    [
      ['Lightning Roulette', '라이트닝 룰렛', 'Roulette Tia Chớp'],
      ['Speed Baccarat A', '스피드 바카라 A', 'Baccarat Tốc Độ A'],
      ['Crazy Time', '크레이지 타임'],
      ['Lightning Baccarat', '라이트닝 바카라'],
      ['Dragon Tiger', '드래곤 타이거', 'Rồng Hổ'],
      ['Blackjack Classic 1', '블랙잭 클래식 1'],
      ['Korean Speed Baccarat', '코리안 스피드 바카라'],
      ['Mega Ball', '메가 볼'],
      ['Monopoly Live', '모노폴리 라이브'],
      ['Squeeze Baccarat', '스퀴즈 바카라'],
    ],
  ],
  5: [
    'Asia Gaming',
    'ag',
    [
      ['Baccarat Club', '바카라 클럽'],
      ['Bid Baccarat', '비드 바카라'],
      ['Roulette', '룰렛', 'Roulette'],
      ['Sic Bo', '식보', 'Tài Xỉu'],
      ['Dragon Tiger', '드래곤 타이거', 'Rồng Hổ'],
      ['Bull Bull', '불불'],
    ],
  ],
  10: [
    'Pragmatic Play Live',
    'ppl',
    [
      ['Mega Wheel', '메가 휠'],
      ['Speed Baccarat 1', '스피드 바카라 1'],
      ['Sweet Bonanza CandyLand', '스위트 보난자 캔디랜드'],
      ['Mega Roulette', '메가 룰렛'],
      ['ONE Blackjack', '원 블랙잭'],
      ['Andar Bahar', '안다르 바하르'],
      ['Baccarat 3', '바카라 3'],
      ['Dragon Tiger', '드래곤 타이거', 'Rồng Hổ'],
    ],
  ],
  6: [
    'Dream Gaming',
    'dg',
    [
      ['Baccarat D01', '바카라 D01'],
      ['Baccarat D02', '바카라 D02'],
      ['Bull Bull', '불불'],
      ['Roulette', '룰렛'],
      ['Sic Bo', '식보', 'Tài Xỉu'],
      ['Dragon Tiger', '드래곤 타이거'],
    ],
  ],
  // Sexy Gaming opens in the narrow portrait window (docs/rules.md#constants: one vendor does).
  9: [
    'Sexy Gaming',
    'sx',
    [
      ['Sexy Baccarat', '섹시 바카라'],
      ['Sexy Roulette', '섹시 룰렛'],
      ['Sexy Dragon Tiger', '섹시 드래곤 타이거'],
      ['Sexy Sic Bo', '섹시 식보', 'Tài Xỉu'],
      ['Thai Hi-Lo', '타이 하이로'],
      ['Fish Prawn Crab', '피쉬 프라운 크랩', 'Bầu Cua'],
    ],
  ],
  2: [
    'Big Gaming',
    'bg',
    [
      ['BG Baccarat', 'BG 바카라'],
      ['BG Roulette', 'BG 룰렛'],
      ['BG Sic Bo', 'BG 식보'],
      ['BG Dragon Tiger', 'BG 드래곤 타이거'],
      ['BG Bull Bull', 'BG 불불'],
      ['Speed Baccarat', '스피드 바카라'],
    ],
  ],
};

const OTHERS = {
  1000: [
    'KPlay Fishing',
    'fish',
    'fishing',
    [
      ['Ocean King', '오션 킹', 'Vua Đại Dương'],
      ['Fishing God', '피싱 갓', 'Thần Câu Cá'],
      ['Dragon Fishing', '드래곤 피싱', 'Câu Rồng'],
      ['Jackpot Fishing', '잭팟 피싱'],
    ],
  ],
  101: ['E-sports', 'esp', 'esport', [['E-sports betting', 'e스포츠 베팅', 'Cá cược thể thao điện tử']]],
  // Virtual games (/rotary, inferred: docs/rules.md#product lists virtual games and no other route has them).
  300: [
    'Virtual games',
    'vr',
    'virtual',
    [
      ['Virtual Soccer', '가상 축구', 'Bóng đá ảo'],
      ['Virtual Horse Racing', '가상 경마', 'Đua ngựa ảo'],
      ['Virtual Greyhounds', '가상 그레이하운드', 'Đua chó ảo'],
      ['Virtual Speedway', '가상 스피드웨이', 'Đua mô tô ảo'],
      ['Virtual Basketball', '가상 농구', 'Bóng rổ ảo'],
      ['Virtual Tennis', '가상 테니스', 'Quần vợt ảo'],
      ['Virtual Cycling', '가상 사이클', 'Đua xe đạp ảo'],
      ['Virtual Motor Racing', '가상 모터 레이싱', 'Đua xe ảo'],
      ['Virtual Soccer League', '가상 축구 리그', 'Giải bóng đá ảo'],
      ['Virtual Baseball', '가상 야구', 'Bóng chày ảo'],
    ],
  ],
};

const PORTRAIT_VENDORS = new Set(['9']);

/** An HSL colour as #rrggbb (written %23rrggbb: a data URI must not carry a bare # or %). */
function hex(h, s, l) {
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
      .toString(16)
      .padStart(2, '0');
  };
  return `%23${f(0)}${f(8)}${f(4)}`;
}

/** A tile in the vendor's colours, another shade per game. */
function tile(vendorIndex, gameIndex) {
  const hue = (vendorIndex * 47 + gameIndex * 13) % 360;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'><linearGradient id='g' x2='1' y2='1'><stop stop-color='${hex(hue, 0.7, 0.45)}'/><stop offset='1' stop-color='${hex((hue + 40) % 360, 0.8, 0.25)}'/></linearGradient><rect width='4' height='3' fill='url(%23g)'/></svg>`;
  return `data:image/svg+xml,${svg}`;
}

const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

function entries(vendorKey, prefix, gameType, games, vendorIndex) {
  return games.map(([en, ko, vi], i) => ({
    id: `${vendorKey}-${i + 1}`,
    key: `${prefix}_${slug(en)}`,
    image: tile(vendorIndex, i),
    vendorKey: String(vendorKey),
    gameType,
    names: { ko, en, ...(vi && { vi }) },
    isNew: i < 2 ? 'Y' : 'N',
    isPopular: i % 5 === 2 ? 'Y' : 'N',
    ...(PORTRAIT_VENDORS.has(String(vendorKey)) && { portrait: 'Y' }),
  }));
}

const write = (name, summary, value) => {
  // JSON is YAML; one entry per line keeps the longest list far under the contract's ~1,000 lines a file
  const rows = value.data.map((entry) => `   ${JSON.stringify(entry)}`).join(',\n');
  const text = `{\n "summary": ${JSON.stringify(summary)},\n "value": {\n  "code": "0",\n  "data": [\n${rows}\n  ]\n }\n}\n`;
  writeFileSync(`${OUT}${name}.yaml`, `# Written by codegen/game-examples.mjs: edit the lists there, not this file.\n${text}`);
};

let v = 0;
// the vendors added later take their tile colours after the others (the others' tiles stay as they were)
let later = 40;
const LATER_SLOTS = new Set(['209', '212', '213', '214', '215', '216', '217', '218', '219', '220', '221']);
const allSlots = [];
for (const [code, [name, prefix, games]] of Object.entries(SLOTS)) {
  const list = entries(code, prefix, 'slot', games, LATER_SLOTS.has(code) ? later++ : v++);
  allSlots.push(...list);
  write(`GameList${code}`, list.length ? `${name} (${code}): ${list.length} slot games` : `${name} (${code}): no games right now`, {
    code: '0',
    data: list,
  });
}
write('GameList0', `Every slot vendor's games (code 0, the KPlay slot lobby): ${allSlots.length} games`, { code: '0', data: allSlots });
for (const [code, [name, prefix, games]] of Object.entries(LIVE)) {
  const list = entries(code, prefix, 'live', games, v++);
  write(
    `GameList${code}`,
    `${name} (${code}): ${list.length} live tables${PORTRAIT_VENDORS.has(code) ? ', opened in the portrait window' : ''}`,
    { code: '0', data: list },
  );
}
for (const [code, [name, prefix, games]] of Object.entries(HOTEL)) {
  const list = entries(code, prefix, 'hotel', games, later++);
  write(`GameList${code}`, `${name} (${code}, hotel casino; inferred): ${list.length} live tables`, { code: '0', data: list });
}
for (const [code, [name, prefix, gameType, games]] of Object.entries(OTHERS)) {
  const list = entries(code, prefix, gameType, games, v++);
  write(`GameList${code}`, `${name} (${code}): ${list.length} game(s)`, { code: '0', data: list });
}

// /api/common/gameCodes (master `game`): every vendor of docs/rules.md#constants with its category.
const code = (c, ko, en, groupCode, groupEn, ord) => ({
  code: String(c),
  codeName: ko,
  codeNameEN: en,
  groupCode,
  groupCodeNameEN: groupEn,
  ord,
  useYn: 'Y',
});
const liveKo = { 1: '에볼루션', 5: '아시아게이밍', 10: '프라그마틱 라이브', 6: '드림게이밍', 9: '섹시게이밍', 2: '빅게이밍' };
const slotKo = {
  200: '프라그마틱',
  201: '하바네로',
  202: '엘리시움',
  203: '퀵스핀',
  204: '스페이드게이밍',
  205: '플레이앤고',
  206: '월드매치',
  207: '마이크로게이밍',
  208: 'YL게이밍',
  209: '레드타이거',
  212: '넷엔트',
  213: '블루프린트',
  214: '릴렉스게이밍',
  215: '노리밋시티',
  216: '핵쏘게이밍',
  217: '푸시게이밍',
  218: '썬더킥',
  219: '부운고',
  220: 'CQ9',
  221: 'PG소프트',
};
const hotelKo = { 401: '솔레어 호텔', 402: '오카다 마닐라', 403: '시티 오브 드림즈' };
const codes = [
  ...Object.entries(LIVE).map(([c, [en]], i) => code(c, liveKo[c], en, 'casino', 'Live casino', i + 1)),
  code(0, 'KPLAY 슬롯', 'KPlay slots', 'slot', 'Slots', 1),
  ...Object.entries(SLOTS).map(([c, [en]], i) => code(c, slotKo[c], en, 'slot', 'Slots', i + 2)),
  // inferred: the hotel casino's vendors (group hotel)
  ...Object.entries(HOTEL).map(([c, [en]], i) => code(c, hotelKo[c], en, 'hotel', 'Hotel casino', i + 1)),
  code(101, 'e스포츠', 'E-sports', 'esport', 'E-sports', 1),
  code(1000, 'KPLAY 피싱', 'KPlay fishing', 'fishing', 'Fishing games', 1),
  // inferred: the virtual games vendor of /rotary
  code(300, '가상게임', 'Virtual games', 'virtual', 'Virtual games', 1),
];
write('GameCodes', `Every game code of docs/rules.md#constants and the hotel casino's (inferred): ${codes.length} vendors`, {
  code: '0',
  data: codes,
});
console.log(
  `game-examples: wrote ${Object.keys(SLOTS).length + Object.keys(LIVE).length + Object.keys(HOTEL).length + Object.keys(OTHERS).length + 1} lists (${allSlots.length} slot games) and ${codes.length} codes to ${OUT}`,
);
