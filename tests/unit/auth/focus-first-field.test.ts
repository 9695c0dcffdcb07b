// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstField } from '@/features/auth/focus-first-field';

afterEach(() => {
  document.body.innerHTML = '';
});

function dialog(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('focusFirstField', () => {
  it('focuses the first field of the content', () => {
    const root = dialog('<input type="hidden" name="x"><input name="memId"><input name="memPass">');
    focusFirstField(root);
    expect((document.activeElement as HTMLInputElement).name).toBe('memId');
  });

  it('leaves focus where the member put it when a field of the content already has it (a late "entered")', () => {
    const root = dialog('<input name="memId"><input name="memPass">');
    root.querySelector<HTMLInputElement>('[name=memPass]')?.focus();
    focusFirstField(root);
    expect((document.activeElement as HTMLInputElement).name).toBe('memPass');
  });

  it('waits for content still loading, then focuses its first field unless the member is already in one', async () => {
    const root = dialog('<p>loading</p>');
    focusFirstField(root);
    root.innerHTML = '<input name="memId"><input name="memPass">';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((document.activeElement as HTMLInputElement).name).toBe('memId');
  });
});
