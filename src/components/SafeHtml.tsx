// Server HTML (popups, notices, board posts, answers) is shown only through here: sanitised by
// DOMPurify in one place, with one configuration. Scripts, event handlers, javascript: and other
// unsafe URLs, inline styles and style sheets, frames, forms and embedded objects are removed; a link
// that leaves the site (its href resolved against the page's address: `linkTarget`) opens in a new
// tab without access to this one (rel="noopener noreferrer"); an image without text is
// marked decorative (alt=""). Import it only from screens
// that show server HTML (it brings DOMPurify, ~8 KB gzip, with them), never from the first render.
import DOMPurify from 'dompurify';
import type { ElementType } from 'react';

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Where a link goes, decided the way the browser will: its href resolved against the page's address
 * (the URL parser drops surrounding whitespace and tabs, reads a backslash as a slash in http(s)
 * addresses and lower-cases the scheme, so `//host`, `/\host`, `\\host`, ` https://host` and `HtTpS://host` all
 * leave the site). `same`: this site's origin (stays in the tab); `away`: any other http(s) origin;
 * `other`: another scheme DOMPurify let through (mailto:, tel:…); null: not a URL at all.
 */
export function linkTarget(href: string, base: string = window.location.href): { kind: 'same' | 'away' | 'other'; url: URL } | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'other', url };
  return { kind: url.origin === new URL(base).origin ? 'same' : 'away', url };
}

let hooked = false;
function withLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // an image the author gave no text is decoration to a screen reader, not an unnamed image
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName !== 'A' && node.tagName !== 'AREA') return;
    node.removeAttribute('target');
    if (!node.hasAttribute('href')) return;
    const target = linkTarget(node.getAttribute('href') ?? '');
    if (!target) {
      node.removeAttribute('href');
      return;
    }
    if (target.kind === 'same') return;
    // A link that leaves the site: written as the address it really goes to, opened apart from
    // this page (no window.opener, no referrer). A mailto:/tel: link opens no page: no new tab.
    node.setAttribute('href', target.url.href);
    node.setAttribute('rel', 'noopener noreferrer');
    if (target.kind === 'away') node.setAttribute('target', '_blank');
  });
}

/** The server's HTML, safe to put in the page. */
export function sanitizeHtml(html: string | undefined): string {
  if (!html) return '';
  withLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}

export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string | undefined; className?: string; as?: ElementType }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
