// The sandbox's tables, one index of the schema files (drizzle-kit reads it: drizzle.config.ts).
// Each file imports only from the files below it (schema-core.ts first), never from this index.
// After changing a schema file: `npm run sandbox:migrations` (regenerates db/migrations with drizzle-kit).
export * from './schema-core';
// The tables of play, each domain in its own file.
export * from './schema-bets';
export * from './schema-minigames';
export * from './schema-games';
export * from './schema-sports';
export * from './schema-partner';
export * from './schema-safety';
