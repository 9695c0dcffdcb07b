// Server HTML (popups, notices, board posts, answers) is shown only through here: sanitised by
// DOMPurify in one place, with one configuration. Scripts, event handlers, javascript: and other
// unsafe URLs, inline styles and style sheets, frames, forms and embedded objects are removed; links
// that leave the site open in a new tab without access to this one; an image without text is
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

let hooked = false;
function withLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // an image the author gave no text is decoration to a screen reader, not an unnamed image
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else node.removeAttribute('target');
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
