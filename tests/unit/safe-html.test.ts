// @vitest-environment jsdom
// SafeHtml's sanitiser against the usual XSS vectors; ordinary rich content survives.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/components/SafeHtml';

/** The sanitised HTML parsed back, to look at what is left. */
function parsed(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('sanitizeHtml', () => {
  it('removes scripts, in HTML and in SVG', () => {
    expect(parsed('<p>hi</p><script>alert(1)</script>').querySelector('script')).toBeNull();
    expect(parsed('<svg><script>alert(1)</script></svg>').querySelector('script')).toBeNull();
  });

  it('removes event handlers (onerror, onload, onclick)', () => {
    const box = parsed('<img src="/a.png" onerror="alert(1)"><svg onload="alert(1)"></svg><b onclick="alert(1)">x</b>');
    for (const element of box.querySelectorAll('*')) {
      expect([...element.attributes].map((a) => a.name).filter((n) => n.startsWith('on'))).toEqual([]);
    }
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/a.png');
    // an image without text is marked decorative, so it is no unnamed image to a screen reader
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('removes javascript: and data: links', () => {
    const box = parsed(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="data:text/html,<script>alert(1)</script>">c</a>',
    );
    for (const link of box.querySelectorAll('a')) expect(link.getAttribute('href')).toBeNull();
  });

  it('removes style sheets and inline styles', () => {
    const box = parsed('<style>body{display:none}</style><p style="background:url(javascript:alert(1))">x</p>');
    expect(box.querySelector('style')).toBeNull();
    expect(box.querySelector('p')?.hasAttribute('style')).toBe(false);
  });

  it('removes frames, forms and embedded objects', () => {
    const box = parsed(
      '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="pw"></form><object data="x"></object><embed src="x">',
    );
    expect(box.querySelector('iframe, form, input, object, embed')).toBeNull();
  });

  it('keeps rich content: paragraphs, emphasis, lists, tables, images, links (external ones open apart)', () => {
    const box = parsed(
      '<p>첫충 <strong>20%</strong></p><ul><li>a</li></ul><table><tr><td>1</td></tr></table><img src="/img/e.png" alt="이벤트"><a href="/cscenter/faq/list">FAQ</a><a href="https://example.test/">out</a>',
    );
    expect(box.querySelector('strong')?.textContent).toBe('20%');
    expect(box.querySelector('li')).not.toBeNull();
    expect(box.querySelector('td')?.textContent).toBe('1');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('이벤트');
    const [inside, outside] = box.querySelectorAll('a');
    expect(inside?.getAttribute('href')).toBe('/cscenter/faq/list');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('an empty or missing value is an empty string', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
