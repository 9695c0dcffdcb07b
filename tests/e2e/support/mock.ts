// The mock's control routes (mocks/README.md), for tests. Nothing here is reachable from src.
import { inject } from 'vitest';

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${inject('mockUrl')}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

export const setScenario = (path: string, example: string, times?: number) =>
  control('POST', '/__mock/scenario', { path, example, ...(times ? { times } : {}) });
export const clearScenarios = () => control('DELETE', '/__mock/scenario');

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  raw?: string;
  body?: unknown;
}
export async function requestsTo(path: string): Promise<LoggedRequest[]> {
  const answer = (await control('GET', `/__mock/requests?path=${encodeURIComponent(path)}`)) as LoggedRequest[] | { requests: LoggedRequest[] };
  return Array.isArray(answer) ? answer : answer.requests;
}
export const clearRequests = () => control('DELETE', '/__mock/requests');
