import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the English fallback', () => {
  it('is not loaded with the member language', async () => {
    const ko = await createI18n('ko', ['common', 'main']);
    expect(ko.hasResourceBundle('ko', 'common')).toBe(true);
    expect(ko.hasResourceBundle('en', 'common')).toBe(false);
    expect(ko.t('common:retry')).not.toBe('retry');
    await settle();
    expect(ko.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('loads, for every namespace in use, the first time a key is missing, and then answers it', async () => {
    const vi = await createI18n('vi', ['common', 'main']);
    // a key Vietnamese lacks but English has: stands for a message not yet translated
    vi.removeResourceBundle('vi', 'main');
    vi.addResourceBundle('vi', 'main', {});
    const english = (await import('../../locales/en/main.json')).default as Record<string, unknown>;
    expect(vi.t('main:tagline')).toBe('tagline');
    await settle();
    expect(vi.hasResourceBundle('en', 'common')).toBe(true);
    expect(vi.hasResourceBundle('en', 'main')).toBe(true);
    expect(vi.t('main:tagline')).toBe(english.tagline);
  });
});
