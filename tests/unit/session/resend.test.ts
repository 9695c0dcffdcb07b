// A call refused (401) because the token it carried was replaced meanwhile goes once more with the
// new token; any other answer, or a refusal of the current token, is kept.
import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { resendMiddleware } from '@/api/middleware/resend';
import { replacingToken } from '@/session/wait-for-refresh';

function clientWith(
  answers: ((token: string | null, body: string) => Response)[],
  tokenFor: (refused: string) => Promise<string | null>,
  except?: ReadonlySet<string>,
) {
  const seen: { token: string | null; body: string }[] = [];
  const fetch = async (input: Request) => {
    const token = input.headers.get('X-Session-Token');
    const body = await input.text();
    seen.push({ token, body });
    const answer = answers[seen.length - 1];
    if (!answer) throw new Error('no more answers');
    return answer(token, body);
  };
  const client = createClient<Record<string, never>>({ baseUrl: 'http://x', fetch: fetch as typeof globalThis.fetch });
  client.use({
    onRequest: ({ request }) => {
      request.headers.set('X-Session-Token', 'old');
      return request;
    },
  });
  client.use(resendMiddleware({ tokenFor, ...(except ? { except } : {}) }));
  return { client, seen };
}
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const post = (client: ReturnType<typeof clientWith>['client'], path = '/api/cash/inInfo') =>
  (client as unknown as { POST: (p: string, i: unknown) => Promise<{ data?: unknown; response: Response }> }).POST(path, {
    body: { siteId: 'winner' },
  });

describe('the resend of a call refused for a replaced token', () => {
  it('sends the same body once more with the token that replaced the refused one', async () => {
    const { client, seen } = clientWith([() => json(401, { message: 'replaced' }), () => json(200, { code: '0' })], async () => 'new');
    const { data, response } = await post(client);
    expect(response.status).toBe(200);
    expect(data).toEqual({ code: '0' });
    expect(seen).toEqual([
      { token: 'old', body: '{"siteId":"winner"}' },
      { token: 'new', body: '{"siteId":"winner"}' },
    ]);
  });

  it('keeps the refusal when no token replaced the refused one, and never resends other answers', async () => {
    const refused = clientWith([() => json(401, { message: 'no' })], async () => null);
    expect((await post(refused.client)).response.status).toBe(401);
    expect(refused.seen).toHaveLength(1);
    const failed = clientWith([() => json(500, { message: 'down' })], async () => 'new');
    expect((await post(failed.client)).response.status).toBe(500);
    expect(failed.seen).toHaveLength(1);
  });

  it('never resends an excepted operation, and never asks for its token (a refused refresh would wait for itself)', async () => {
    const tokenFor = vi.fn(async () => 'new');
    const refresh = clientWith([() => json(401, { message: 'replaced' })], tokenFor, new Set(['/api/member/refreshToken']));
    expect((await post(refresh.client, '/api/member/refreshToken')).response.status).toBe(401);
    expect(refresh.seen).toHaveLength(1);
    expect(tokenFor).not.toHaveBeenCalled();
  });
});

describe('the token that replaced a refused one', () => {
  const deps = (token: string | null, shared?: string) => ({
    store: { get: () => ({ token }) as never },
    refresher: { settled: () => Promise.resolve() },
    sharedToken: () => shared,
  });
  it("is this tab's token after the refresh, else the shared cookie's, else none", async () => {
    expect(await replacingToken('old', deps('new'))).toBe('new');
    expect(await replacingToken('old', deps('old', 'other-tab'))).toBe('other-tab');
    expect(await replacingToken('old', deps('old', 'old'))).toBeNull();
    expect(await replacingToken('old', deps(null, 'x'))).toBeNull();
  });
});
