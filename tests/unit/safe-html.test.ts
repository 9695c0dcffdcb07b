// @vitest-environment jsdom
// SafeHtml's sanitiser against the usual XSS vectors; ordinary rich content survives.
import fc from 'fast-check';
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

describe('links that leave the site', () => {
  const origin = window.location.origin;
  /** The one link left after sanitising `<a href=…>`. */
  const link = (href: string) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}" target="_self">x</a>`);
    const a = box.querySelector('a');
    if (!a) throw new Error(`no link left for ${href}`);
    return a;
  };
  const opensApart = (a: HTMLAnchorElement, href: string) => {
    expect(a.getAttribute('target'), href).toBe('_blank');
    expect(a.getAttribute('rel'), href).toBe('noopener noreferrer');
  };

  it('protocol-relative, backslash, whitespace-prefixed and mixed-case links open apart, written as where they go', () => {
    const cases: [string, string][] = [
      ['//evil.test/path', 'evil.test'],
      ['/\\evil.test/path', 'evil.test'],
      ['\\\\evil.test/path', 'evil.test'],
      ['\\/evil.test', 'evil.test'],
      ['/\t/evil.test', 'evil.test'],
      ['  https://evil.test/', 'evil.test'],
      ['\nhttps://evil.test/', 'evil.test'],
      ['HtTpS://evil.test/', 'evil.test'],
      ['HTTP://EVIL.test', 'evil.test'],
      ['https:evil.test', 'evil.test'],
      ['https:/evil.test', 'evil.test'], // (http:/x on an http page is a path of this site, as the browser reads it)
      ['https://user@evil.test', 'evil.test'],
    ];
    for (const [href, host] of cases) {
      const a = link(href);
      opensApart(a, href);
      expect(new URL(a.getAttribute('href') ?? '').host, href).toBe(host);
    }
  });

  it('a link within the site stays in the tab (an author target is dropped); mailto: gets rel but no new tab', () => {
    for (const href of ['/cscenter/faq/list', 'notice/1', '?page=2', '#top', `${origin}/board/read/1`, ' /mypage']) {
      const a = link(href);
      expect(a.hasAttribute('target'), href).toBe(false);
    }
    const mail = link('mailto:help@example.test');
    expect(mail.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail.hasAttribute('target')).toBe(false);
  });

  it('no link whose address resolves off the site is left without rel and a new tab (property)', () => {
    const slash = fc.constantFrom('/', '\\');
    const space = fc.constantFrom('', ' ', '\t', '\n', '\r\n', '\u0001', '  ');
    const scheme = fc.constantFrom('', 'http:', 'https:', 'HTTP:', 'hTtPs:', 'HtTp:');
    const host = fc.constantFrom('evil.test', 'EVIL.test', 'evil.test:8443', new URL(origin).host, 'localhost:9');
    fc.assert(
      fc.property(
        space,
        scheme,
        fc.array(slash, { minLength: 0, maxLength: 3 }),
        host,
        fc.constantFrom('', '/p', '/a?b=1#c'),
        (pre, sch, slashes, h, path) => {
          const href = `${pre}${sch}${slashes.join('')}${h}${path}`;
          const box = document.createElement('div');
          box.innerHTML = sanitizeHtml(`<a href="${href}">x</a>`);
          const a = box.querySelector('a');
          const kept = a?.getAttribute('href');
          if (!a || kept == null) return;
          const resolved = new URL(kept, window.location.href);
          if (resolved.origin !== origin) {
            expect(a.getAttribute('rel'), href).toBe('noopener noreferrer');
            if (resolved.protocol.startsWith('http')) expect(a.getAttribute('target'), href).toBe('_blank');
          }
          // what the browser would follow from the original href is what the sanitiser judged
          const followed = new URL(href, window.location.href);
          if (followed.origin !== origin && followed.protocol.startsWith('http')) expect(a.getAttribute('target'), href).toBe('_blank');
        },
      ),
    );
  });
});
