// An environment variable set for one test file and put back after it: call it before the file's
// beforeAll that starts the sandbox (hooks run in the order they are declared).
import { afterAll, beforeAll } from 'vitest';

const put = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};

export function useEnv(name: string, value: string | undefined): void {
  const saved = process.env[name];
  beforeAll(() => put(name, value));
  afterAll(() => put(name, saved));
}
