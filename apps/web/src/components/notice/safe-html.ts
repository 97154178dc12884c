import DOMPurify from 'dompurify';

/**
 * The announcement body as HTML to render (spec §2.7). The server sanitised it before storing (DESIGN.md §5
 * rule 8); DOMPurify here is the second wall, for bodies written into the database by other means.
 */
export function safeNoticeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });
}
