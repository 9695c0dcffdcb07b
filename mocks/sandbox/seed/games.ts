// The game catalogue: every vendor of the site's game codes (domain/site-codes.ts's
// built-in codes: docs/rules.md#constants and the hotel casino's) and each vendor's games as the contract's game
// lists name them (openapi/components/examples/GameList<code>.yaml, written by
// codegen/game-examples.mjs: ko / en / vi names, tiles, new and popular marks), all switched on.
// Written again on every seed (a reset brings the vendors' states back to on).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { components } from '../../../src/api/generated/schema';
import type { Tx } from '../db/open';
import { games, gameVendors } from '../db/schema';
import { BUILT_IN_CODES } from '../domain/site-codes';

type Entry = components['schemas']['GameListEntry'];

const EXAMPLES = fileURLToPath(new URL('../../../openapi/components/examples/', import.meta.url));
/** The groups of the codes that are not vendors. */
const NOT_VENDORS = new Set(['game', 'bcategory']);

export const SEED_VENDORS = BUILT_IN_CODES.filter((c) => !NOT_VENDORS.has(c.groupCode));

let cache: Map<string, Entry[]> | undefined;

/** Each vendor's games from the contract's lists (read once per process; the files are JSON with a comment line). */
export function catalogue(): Map<string, Entry[]> {
  if (cache) return cache;
  cache = new Map();
  for (const v of SEED_VENDORS) {
    if (v.code === '0') continue; // the KPlay slot lobby: every slot vendor's games, none of its own
    let text: string;
    try {
      text = readFileSync(`${EXAMPLES}GameList${v.code}.yaml`, 'utf8');
    } catch {
      continue;
    }
    const parsed = JSON.parse(text.replace(/^#.*$/gm, '')) as { value: { data: Entry[] } };
    cache.set(v.code, parsed.value.data);
  }
  return cache;
}

export async function seedGames(tx: Tx): Promise<void> {
  await tx.delete(games);
  await tx.delete(gameVendors);
  await tx.insert(gameVendors).values(
    SEED_VENDORS.map((v) => ({
      code: v.code,
      groupCode: v.groupCode,
      names: { ko: v.codeName, en: v.codeNameEN ?? v.codeName },
      ord: v.ord,
    })),
  );
  const rows = [...catalogue()].flatMap(([vendorCode, list]) =>
    list.map((g, i) => ({
      id: g.id,
      vendorCode,
      key: g.key,
      gameType: g.gameType ?? 'slot',
      names: g.names,
      image: g.image,
      isNew: g.isNew === 'Y',
      isPopular: g.isPopular === 'Y',
      portrait: g.portrait === 'Y',
      ord: i + 1,
    })),
  );
  for (let i = 0; i < rows.length; i += 200) await tx.insert(games).values(rows.slice(i, i + 200));
}
