// The spec's lists (routes, calls, error codes, languages, cookies, vendor codes) as the project
// vendors them in docs/spec/coverage.json (see docs/spec/README.md). Tests read them from here;
// product code never does (its lists come from the contract, codegen or src/config).
import fs from 'node:fs';
import path from 'node:path';

export interface LayoutRoutes {
  guest: string[];
  member: string[];
  redirects: Record<string, string>;
}

export interface Coverage {
  routes: { desktop: LayoutRoutes; mobile: LayoutRoutes };
  endpoints: { spec: string[]; not_named_in_spec: string[] };
  error_codes: string[];
  client_error_keys: string[];
  languages: string[];
  push_commands: string[];
  cookies: Record<string, string>;
  vendor_codes: {
    never_in_frame: string[];
    live_casino: Record<string, string>;
    slot: string[];
    esport: string;
    fishing: string;
  };
}

export const COVERAGE_PATH = path.resolve(import.meta.dirname, '..', '..', 'docs', 'spec', 'coverage.json');
export const coverage = JSON.parse(fs.readFileSync(COVERAGE_PATH, 'utf8')) as Coverage;

/** A coverage path with its parameters filled in (/board/read/:boardIdx → /board/read/1). */
export const concrete = (route: string): string => route.replace(/:[A-Za-z]+/g, '1');
