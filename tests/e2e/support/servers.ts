// The addresses of this test file's own mock and app (started by tests/e2e/setup/file-servers.ts
// before the file's tests): files running side by side never share a mock's scenarios or sessions.

let current: { baseUrl: string; mockUrl: string } | null = null;

export function setServers(servers: { baseUrl: string; mockUrl: string } | null): void {
  current = servers;
}

function servers(): { baseUrl: string; mockUrl: string } {
  if (!current) throw new Error('no e2e servers: tests/e2e/setup/file-servers.ts starts them before the tests');
  return current;
}

/** The app (Vite's preview of the build, proxying /api and /ws to this file's mock). */
export const baseUrl = (): string => servers().baseUrl;
/** This file's mock (its control routes: scenarios, requests, sessions). */
export const mockUrl = (): string => servers().mockUrl;
