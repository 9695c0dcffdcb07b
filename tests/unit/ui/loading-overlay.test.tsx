// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoadingOverlay } from '@/components/LoadingOverlay';

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'ko', resources: { ko: { common: { loading: '불러오는 중입니다…' } } }, defaultNS: 'common' });
});

function App({ open }: { open: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <div id="app">
        <button type="button">충전</button>
      </div>
      <LoadingOverlay open={open} appRoot="app" />
    </I18nextProvider>
  );
}

describe('the loading overlay', () => {
  it('is a labelled modal dialog: the app behind it is inert, focus goes in and comes back', () => {
    const { rerender } = render(<App open={false} />);
    const button = screen.getByRole('button', { name: '충전' });
    button.focus();
    act(() => rerender(<App open />));
    const dialog = screen.getByRole('dialog', { name: '불러오는 중입니다…' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById('app')?.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(dialog);
    act(() => rerender(<App open={false} />));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('app')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('opened and closed within a moment leaves nothing behind', () => {
    const { rerender } = render(<App open />);
    act(() => rerender(<App open={false} />));
    act(() => rerender(<App open />));
    act(() => rerender(<App open={false} />));
    expect(document.getElementById('app')?.hasAttribute('inert')).toBe(false);
    expect(document.body.querySelectorAll('[role="dialog"]').length).toBe(0);
    expect(screen.getByRole('button', { name: '충전' })).toBeTruthy();
  });
});
