import sanitizeHtml from 'sanitize-html';

/**
 * HTML written by users (announcement bodies, rich-text fields) is cleaned on the server before it is stored
 * (DESIGN.md §5 rule 8). A conservative allow-list: the formatting the rich-text editor's toolbar produces and
 * nothing that runs — no scripts, no event attributes, no frames or forms, links and images only over
 * http(s) or same-site paths, inline styles only for a few properties with plain values (no url(), no
 * expression()).
 */
const TAGS = [
  'p', 'br', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small',
  'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'hr', 'a', 'img',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'figure', 'figcaption',
];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^-?\d+(\.\d+)?(px|pt|em|rem|%)?$/i];
const KEYWORD = [/^[a-z-]{1,30}$/i];

const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: COLOR,
    'background-color': COLOR,
    'text-align': [/^(left|right|center|justify)$/i],
    'text-decoration': [/^[a-z\s-]{1,40}$/i],
    'font-size': LENGTH,
    'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/i],
    'font-style': KEYWORD,
    'font-family': [/^[\w\s,"'\u4e00-\u9fa5-]{1,100}$/],
    'line-height': LENGTH,
    'vertical-align': KEYWORD,
    'padding-left': LENGTH,
    'margin-left': LENGTH,
    'list-style-type': KEYWORD,
    width: LENGTH,
    height: LENGTH,
    'border-collapse': KEYWORD,
  },
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    '*': ['style', 'title'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    ol: ['start'],
    table: ['border', 'cellpadding', 'cellspacing'],
  },
  allowedStyles: STYLES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The contents of these never make sense as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // A link opening a new window must not hand that window a reference back to ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Cleans user HTML for storage; the result is safe to render with innerHTML on our origin. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
