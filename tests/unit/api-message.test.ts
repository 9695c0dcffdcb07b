import { describe, expect, it } from 'vitest';
import { ApiError, responseFailed } from '../../src/api/errors';
import { apiMessage } from '../../src/i18n/api-message';
import { createI18n } from '../../src/i18n/i18n';

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
