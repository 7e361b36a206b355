// The one HTML sanitiser of the API (decisions.md "Sessions and security"): every rich-text description
// (product, add-on, user package, storage, release note) passes through here before it is stored, so the
// console and the clients' product can render stored HTML as it is. An allow-list, not a block-list: only
// the formatting the console's editor produces survives; scripts, event handlers, styles, frames, images
// and every URL scheme other than http(s), mailto and tel are dropped.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'mark',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  allowProtocolRelative: false,
  // Whatever is inside these is code or chrome, never text a reader should see.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link leaves the page safely: no window.opener, no referrer, no SEO credit for pasted links.
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = {};
      if (attribs.href !== undefined) attributes.href = attribs.href;
      if (attribs.target === '_blank') attributes.target = '_blank';
      attributes.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: attributes };
    },
  },
};

/** Sanitised HTML, safe to store and render. Text outside tags is kept (escaped where needed). */
export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, OPTIONS).trim();
}
