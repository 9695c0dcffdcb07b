import { describe, expect, it } from 'vitest';
import { ApiError, responseFailed } from '@/api/errors';
import { apiMessage } from '@/i18n/api-message';
import { createI18n } from '@/i18n/i18n';

describe('apiMessage', () => {
  it('shows each failure as its own message in the chosen language', async () => {
    const ko = await createI18n('ko', ['common', 'api']);
    const en = await createI18n('en', ['common', 'api']);
    expect(apiMessage(ko.t, new ApiError('B9999'))).toMatch(/30초/);
    expect(apiMessage(en.t, new ApiError('B9999'))).toMatch(/30 seconds/);
    expect(apiMessage(en.t, new ApiError('c104'))).toMatch(/1 minute/);
    expect(apiMessage(en.t, responseFailed('boom'))).toBe(en.t('RESPONSE_FAILED', { ns: 'api' }));
    expect(apiMessage(en.t, new Error('not ours'))).toBe(en.t('RESPONSE_FAILED', { ns: 'api' }));
    expect(apiMessage(en.t, new ApiError('ZZ99'))).toContain('ZZ99');
    expect(apiMessage(ko.t, new ApiError('E002'))).not.toMatch(/^api/);
  });
});

describe('a code the catalogue does not know', () => {
  it("shows the server's own message when it sent one, else the unknown-code message with the code", async () => {
    const en = await createI18n('en', ['common', 'api']);
    expect(apiMessage(en.t, new ApiError('ZZ98', { serverMessage: 'Your account is under review.' }))).toBe('Your account is under review.');
    expect(apiMessage(en.t, new ApiError('ZZ98', { serverMessage: '  ' }))).toContain('ZZ98');
    // a catalogue code keeps its own words, whatever the server wrote
    expect(apiMessage(en.t, new ApiError('B9999', { serverMessage: 'raw text' }))).toMatch(/30 seconds/);
  });
});

describe('the failures of the call itself', () => {
  it('each kind has its own message: time-out, no connection, server error (5xx), unreadable', async () => {
    const en = await createI18n('en', ['common', 'api']);
    const msg = (error: unknown) => apiMessage(en.t, error);
    expect(msg(responseFailed('request timed out', { failure: 'timeout' }))).toMatch(/too long/);
    expect(msg(responseFailed('network error', { failure: 'network' }))).toMatch(/Cannot reach/);
    expect(msg(responseFailed('Bad Gateway', { failure: 'http', status: 502 }))).toMatch(/temporary problem/);
    // an HTTP error below 500 is not the server being down: the general message
    expect(msg(responseFailed('Not Found', { failure: 'http', status: 404 }))).toBe(en.t('RESPONSE_FAILED', { ns: 'api' }));
    expect(msg(responseFailed('answer is not JSON', { failure: 'unreadable' }))).toBe(en.t('RESPONSE_FAILED', { ns: 'api' }));
  });
});
