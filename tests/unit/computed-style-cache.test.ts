// @vitest-environment jsdom
// The screen tier's getComputedStyle cache (tests/support/computed-style-cache.ts) answers as jsdom
// does after every kind of change that could alter the answer, and from its cache only in between.
import { describe, expect, it } from 'vitest';
import { cacheComputedStyle } from '../support/computed-style-cache';

function setUp() {
  document.head.innerHTML = '<style>.gone { display: none } .dim { visibility: hidden }</style>';
  document.body.innerHTML = '<div id="box"><span id="inner">text</span></div><input id="field" />';
  // jsdom's own answer, counted
  const jsdom = window.getComputedStyle.bind(window);
  const computed = { count: 0 };
  window.getComputedStyle = (element, pseudoElement) => {
    computed.count++;
    return jsdom(element, pseudoElement);
  };
  cacheComputedStyle(window);
  const box = document.getElementById('box') as HTMLElement;
  return { box, computed, display: () => window.getComputedStyle(box).display };
}

describe('the getComputedStyle cache', () => {
  it('answers a second call for the same element from the cache while nothing changed', () => {
    const { box, computed } = setUp();
    const first = window.getComputedStyle(box);
    const calls = computed.count;
    expect(window.getComputedStyle(box)).toBe(first);
    expect(computed.count).toBe(calls);
    // another pseudo-element is another answer
    expect(window.getComputedStyle(box, '::before')).not.toBe(first);
  });

  it('computes afresh after an attribute, a node or a text changed', () => {
    const { box, display } = setUp();
    expect(display()).toBe('block');
    box.className = 'gone';
    expect(display()).toBe('none');
    box.className = '';
    expect(display()).toBe('block');
    const style = document.head.querySelector('style') as HTMLStyleElement;
    style.appendChild(document.createTextNode('#box { display: inline }'));
    expect(display()).toBe('inline');
    style.remove();
    expect(display()).toBe('block');
  });

  it('computes afresh after a style sheet changed through the CSSOM', () => {
    const { display } = setUp();
    expect(display()).toBe('block');
    const sheet = document.styleSheets[0] as CSSStyleSheet;
    sheet.insertRule('#box { display: flex }', sheet.cssRules.length);
    expect(display()).toBe('flex');
    sheet.deleteRule(sheet.cssRules.length - 1);
    expect(display()).toBe('block');
  });

  it('computes afresh after the focus moved or the window was resized', () => {
    const { box, computed } = setUp();
    window.getComputedStyle(box);
    const calls = () => computed.count;
    let before = calls();
    (document.getElementById('field') as HTMLInputElement).focus();
    window.getComputedStyle(box);
    expect(calls()).toBe(before + 1);
    before = calls();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    window.getComputedStyle(box);
    expect(calls()).toBe(before + 1);
  });
});
