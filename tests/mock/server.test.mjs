// Start-up, contract loading (split contracts with relative $refs), reload, close().
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';
import { startMock } from '../../mocks/server.mjs';
import { SPLIT, control, postJson, startMini, waitForSubscription } from './helpers.mjs';

describe('startMock', () => {
  it('serves a contract split into files with relative $refs (path items, schemas, examples)', async () => {
    const mock = await startMock({ port: 0, contractPath: SPLIT, quiet: true });
    try {
      const ok = await postJson(mock.url, '/api/member/login', { memId: 'a', siteId: 'winner' });
      expect(ok.json).toEqual({ code: '0', data: { token: 'split-token' } });
      const err = await postJson(mock.url, '/api/member/login', { memId: 'a', siteId: 'winner' }, { prefer: 'example=LX02' });
      expect(err.json.code).toBe('LX02');
      const ops = await control(mock.url, 'GET', '/__mock/operations');
      expect(ops.json.operations).toEqual([
        { method: 'POST', path: '/api/member/login', operationId: 'memberLogin', examples: { 200: ['success', 'LX02'] } },
      ]);
    } finally {
      await mock.close();
    }
  });

  it('rejects with a clear message when the contract is missing', async () => {
    await expect(startMock({ port: 0, contractPath: '/nonexistent/openapi.yaml', quiet: true })).rejects.toThrow(/contract not found/);
  });

  it('logs one line per request unless quiet', async () => {
    const lines = [];
    const mock = await startMini({ quiet: false, log: (l) => lines.push(l) });
    try {
      await postJson(mock.url, '/api/member/login', { memId: 'a', memPass: 'b', siteId: 'w' }, { prefer: 'example=LX02' });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^POST \/api\/member\/login → 200 code=LX02 example=LX02 \[json\] [\d.]+ms$/);
    } finally {
      await mock.close();
    }
  });

  it('says in the log line what a scenario did', async () => {
    const lines = [];
    const mock = await startMini({ quiet: false, log: (l) => lines.push(l) });
    const login = { memId: 'a', memPass: 'b', siteId: 'w' };
    const scenario = (body) => control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/login', times: 1, ...body });
    try {
      await scenario({ example: 'LX02' });
      await postJson(mock.url, '/api/member/login', login);
      await scenario({ body: '<h1>bad gateway</h1>', status: 502 });
      await postJson(mock.url, '/api/member/login', login);
      await scenario({ delayMs: 20 });
      await postJson(mock.url, '/api/member/login', login);
      await scenario({ drop: true });
      await postJson(mock.url, '/api/member/login', login).catch(() => undefined);
      await scenario({ body: { code: '0', data: { token: 1 } } });
      await postJson(mock.url, '/api/member/login', login);
      expect(lines).toHaveLength(5);
      expect(lines[0]).toMatch(/^POST \/api\/member\/login → 200 code=LX02 example=LX02 \(scenario\) \[json\] [\d.]+ms$/);
      expect(lines[1]).toMatch(/^POST \/api\/member\/login → 502 \(scenario: literal body, status 502\) \[json\] /);
      expect(lines[2]).toMatch(/^POST \/api\/member\/login → 200 code=0 \(scenario: delay 20ms\) \[json\] /);
      expect(lines[3]).toMatch(/^POST \/api\/member\/login → dropped \(scenario: drop\) \[json\] /);
      expect(lines[4]).toMatch(
        /→ 200 code=0 \(scenario: literal body\) .*⚠ 1 contract violation\(s\) in the answer: \/data\/token must be string$/,
      );
    } finally {
      await mock.close();
    }
  });

  it('close() does not wait for an answer a scenario delays', async () => {
    const mock = await startMini();
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/login', delayMs: 60_000 });
    const call = postJson(mock.url, '/api/member/login', { memId: 'a', memPass: 'b', siteId: 'w' }).catch((e) => e);
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    await mock.close();
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(await call).toBeInstanceOf(TypeError);
  });

  it('POST /__mock/reload re-reads the contract', async () => {
    const mock = await startMini();
    try {
      const r = await control(mock.url, 'POST', '/__mock/reload');
      expect(r.json).toEqual({ ok: true, operations: 3 });
    } finally {
      await mock.close();
    }
  });

  it('close() frees the port and drops open sockets (HTTP keep-alive and STOMP)', async () => {
    const mock = await startMini();
    // An idle keep-alive connection and a live STOMP session.
    await fetch(mock.url + '/__mock/health');
    const client = new Client({ webSocketFactory: () => new WebSocket(mock.wsUrl), reconnectDelay: 0, debug: () => {} });
    await new Promise((resolve) => {
      client.onConnect = resolve;
      client.activate();
    });
    client.subscribe('/topic/member/x', () => {});
    await waitForSubscription(mock.url, '/topic/member/x');
    const closed = new Promise((resolve) => (client.onWebSocketClose = resolve));

    const t0 = Date.now();
    await mock.close();
    expect(Date.now() - t0).toBeLessThan(1000);
    await closed;
    await client.deactivate();

    // The port is free again.
    const srv = createServer();
    await new Promise((resolve, reject) => srv.once('error', reject).listen(mock.port, '127.0.0.1', resolve));
    await new Promise((resolve) => srv.close(resolve));
  });
});
