// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { unnamedControls } from '@forms/testing/a11y';
import FormsGallery from './FormsGallery';

afterEach(cleanup);

/** Role queries by name walk the whole (large) page; the switches are found by their text. */
const buttonWithText = (label: string) => screen.getByText(label).closest('button') ?? document.body;

describe('forms gallery', () => {
  it('shows every form, every control named, in ko then en, at desktop then mobile width', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<FormsGallery />);
    await screen.findByRole('heading', { name: '폼 갤러리 (개발용)' }, { timeout: 5000 });

    const forms = screen.getAllByRole('form');
    expect(forms).toHaveLength(20);
    const contents = screen.getByRole('navigation', { name: '폼 목록' });
    expect(within(contents).getAllByRole('link')).toHaveLength(20);
    expect(screen.getByRole('form', { name: '회원가입' })).toBeTruthy();
    expect(screen.getByRole('form', { name: '요율 조정' })).toBeTruthy();

    expect(unnamedControls(container).map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
    // No message key shows through as text (a missing translation would).
    expect(container.textContent).not.toMatch(/\b(forms|api)\.[a-zA-Z]+\./);

    await user.click(buttonWithText('English'));
    await screen.findByRole('heading', { name: 'Forms gallery (development)' });
    expect(screen.getByRole('form', { name: 'Withdrawal request' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/\b(forms|api)\.[a-zA-Z]+\./);

    await user.click(buttonWithText('Mobile'));
    expect(container.querySelector('[data-variant="mobile"]')).not.toBeNull();
    expect(screen.getAllByRole('form')).toHaveLength(20);
  });
});
