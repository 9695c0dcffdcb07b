// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { unnamedControls } from './a11y';

describe('unnamedControls', () => {
  it('finds a control without a name and passes named ones', () => {
    document.body.innerHTML = `
      <form aria-label="f">
        <label for="a">Id</label><input id="a">
        <label>Pin <input type="password"></label>
        <input id="bare">
        <button>Go</button><button aria-label="Close"></button><button></button>
        <svg role="img" aria-label="code"></svg>
        <div aria-hidden="true"><textarea></textarea></div>
      </form>`;
    expect(unnamedControls(document.body).map((e) => e.id || e.tagName)).toEqual(['bare', 'BUTTON']);
  });
});
