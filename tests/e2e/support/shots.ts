// Screenshots on demand: `E2E_SHOTS=/some/dir npx vitest run --project e2e <file>` makes the files
// that take them write their pictures there (one variable for every file); unset, none are taken.
export const SHOTS: string | undefined = process.env.E2E_SHOTS || undefined;
