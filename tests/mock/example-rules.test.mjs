// x-mock-pick: an operation's rules choose the example for a request nobody chose an answer for
// (a board per type, page 2, a search), and scenarios and Prefer still win over them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { atPointer, pathParams, readRules, RuleError, ruleExample } from '../../mocks/example-rules.mjs';
import { control, postEncrypted, postJson, startMini } from './helpers.mjs';

describe('the rules themselves', () => {
  const examples = ['success', 'page2', 'faq'];

  it('are checked against the operation: a known example, known keys, at least one condition', () => {
    expect(readRules(undefined, examples, 'op')).toEqual([]);
    expect(() => readRules({ example: 'faq' }, examples, 'op')).toThrow(RuleError);
    expect(() => readRules([{ example: 'nope', body: { page: 2 } }], examples, 'POST /x')).toThrow(
      /POST \/x: x-mock-pick\[0\]: example "nope" is not a 200 example \(known: success, page2, faq\)/,
    );
    expect(() => readRules([{ example: 'page2', bdy: { page: 2 } }], examples, 'op')).toThrow(/unknown key "bdy"/);
    expect(() => readRules([{ example: 'page2' }], examples, 'op')).toThrow(/needs a condition/);
    expect(() => readRules([{ example: 'page2', body: 2 }], examples, 'op')).toThrow(/body must be an object/);
  });

  it('hold on text equality, lists of values and "*" (present, not empty); the first holding rule wins', () => {
    const rules = readRules(
      [
        { example: 'faq', path: { boardType: 'faq' } },
        { example: 'page2', body: { page: [2, 3], searchText: '*' } },
      ],
      examples,
      'op',
    );
    const ask = (path, body, query = {}) => ruleExample(rules, { path, body, query });
    expect(ask({ boardType: 'faq' }, { page: 2, searchText: 'x' })).toBe('faq');
    expect(ask({ boardType: 'free' }, { page: '3', searchText: 'x' })).toBe('page2');
    expect(ask({ boardType: 'free' }, { page: 2, searchText: '' })).toBeUndefined();
    expect(ask({ boardType: 'free' }, { page: 4, searchText: 'x' })).toBeUndefined();
    expect(ask({ boardType: 'free' }, undefined)).toBeUndefined();
    expect(ask({ boardType: 'free' }, { page: { n: 2 }, searchText: 'x' })).toBeUndefined();
  });

  it('a match rule answers the example holding the asked id at its pointer, the first in order; with none holding it, the next rules', () => {
    const values = {
      success: { data: { post: { boardIdx: 511 } } },
      page2: { data: { post: { boardIdx: 512 } } },
      faq: { data: { post: { boardIdx: 511 } } },
    };
    const rules = readRules(
      [
        { match: { body: 'boardIdx', answer: '/data/post/boardIdx' }, path: { boardType: 'notice' } },
        { example: 'faq', path: { boardType: 'notice' } },
      ],
      examples,
      'op',
      values,
    );
    const ask = (path, body) => ruleExample(rules, { path, body, query: {} });
    expect(ask({ boardType: 'notice' }, { boardIdx: 512 })).toBe('page2');
    expect(ask({ boardType: 'notice' }, { boardIdx: '511' })).toBe('success'); // text equality; success comes before faq
    expect(ask({ boardType: 'notice' }, { boardIdx: 9 })).toBe('faq'); // no example holds 9: the next rule
    expect(ask({ boardType: 'notice' }, {})).toBe('faq');
    expect(ask({ boardType: 'free' }, { boardIdx: 512 })).toBeUndefined(); // its condition does not hold
    const byPath = readRules([{ match: { path: 'id', answer: '/data/post/boardIdx' } }], examples, 'op', values);
    expect(ruleExample(byPath, { path: { id: '512' }, body: {}, query: {} })).toBe('page2');
  });

  it('a match rule is checked: one request field, a JSON pointer some example holds, not beside example', () => {
    const values = { success: { data: { msgIdx: 77 } } };
    const read = (rule) => () => readRules([rule], examples, 'POST /m', values);
    expect(read({ match: { body: 'msgIdx', answer: '/data/msgIdx' } })).not.toThrow();
    expect(read({ match: { body: 'msgIdx', answer: '/data/nope' } })).toThrow(
      /POST \/m: x-mock-pick\[0\]: no 200 example holds a value at \/data\/nope/,
    );
    expect(read({ match: { answer: '/data/msgIdx' } })).toThrow(/exactly one of body, path, query/);
    expect(read({ match: { body: 'msgIdx', query: 'x', answer: '/data/msgIdx' } })).toThrow(/exactly one of/);
    expect(read({ match: { header: 'msgIdx', answer: '/data/msgIdx' } })).toThrow(/exactly one of/);
    expect(read({ match: { body: 'msgIdx', answer: 'data.msgIdx' } })).toThrow(/JSON pointer/);
    expect(read({ match: { body: 'msgIdx', answer: '/data/msgIdx' }, example: 'success' })).toThrow(/either example or match/);
    expect(atPointer({ a: { 'b/c': [1, { d: 2 }] } }, '/a/b~1c/1/d')).toBe(2);
  });

  it('read path parameters from the concrete path', () => {
    expect(pathParams('/api/board/{boardType}/list', '/api/board/free%20talk/list')).toEqual({ boardType: 'free talk' });
    expect(pathParams('/api/member/info', '/api/member/info')).toEqual({});
  });
});

describe('the mock answering by the rules', () => {
  let mock;
  beforeAll(async () => {
    mock = await startMini();
  });
  afterAll(() => mock?.close());
  afterEach(() => control(mock.url, 'POST', '/__mock/reset'));

  const list = (type, body) => postEncrypted(mock.url, `/api/board/${type}/list`, { siteId: 'winner', ...body });
  const firstTitle = (answer) => answer.json.data.list[0].title;

  it('answers the example the first holding rule names, else success', async () => {
    expect(firstTitle(await list('notice', { page: 1 }))).toBe('Welcome');
    expect(firstTitle(await list('notice', { page: 2 }))).toBe('Older');
    expect(firstTitle(await list('faq', { page: 1 }))).toBe('How do I deposit?');
    expect(firstTitle(await list('faq', { page: 2 }))).toBe('How do I withdraw?');
    expect(firstTitle(await list('notice', { page: 1, searchText: 'x' }))).toBe('Found');
    expect(firstTitle(await list('notice', { page: 1, searchText: '' }))).toBe('Welcome');
    // plain JSON requests are read the same way
    const plain = await postJson(mock.url, '/api/board/faq/list', { siteId: 'winner', page: 2 });
    expect(firstTitle(plain)).toBe('How do I withdraw?');
  });

  it('says in the request log which rule chose the answer', async () => {
    await list('faq', { page: 2 });
    await list('notice', { page: 1 });
    const { json } = await control(mock.url, 'GET', '/__mock/requests');
    expect(json.requests.map((r) => r.pick)).toEqual([
      { example: 'faqPage2', implicit: true, rule: true },
      { example: 'success', implicit: true },
    ]);
  });

  it('gives way to a scenario and to Prefer', async () => {
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/board/{boardType}/list', example: 'E001', times: 1 });
    expect((await list('faq', { page: 2 })).json.code).toBe('E001');
    const preferred = await postEncrypted(
      mock.url,
      '/api/board/faq/list',
      { siteId: 'winner', page: 2 },
      { prefer: 'code=200, example=success' },
    );
    expect(firstTitle(preferred)).toBe('Welcome');
    expect(firstTitle(await list('faq', { page: 2 }))).toBe('How do I withdraw?');
  });
});
