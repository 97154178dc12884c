/**
 * The markdown image dialog's rules (spec §2.7, §4 Other) as pure functions: one image from either tab, an
 * optional remark used as the alt text, inserted as `![remark](url)`.
 */
export function markdownImage(url: string, remark = ''): string {
  // Brackets in the remark and spaces or parentheses in the address would end the markdown early.
  const alt = remark.trim().replace(/[[\]]/g, '');
  const href = url.trim().replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
  return `![${alt}](${href})`;
}

/** Network images: http(s) addresses only (no javascript: or data: in what others will render). */
export function isImageUrl(url: string): boolean {
  return /^https?:\/\/[^\s<>"'`]+$/i.test(url.trim());
}

/**
 * Addresses the markdown preview may link or load: http(s), mailto, and paths on our site. Anything else
 * (javascript:, data:, vbscript: …) is dropped, as the editor's preview would otherwise render it as given.
 */
export function safeMarkdownUrl(url: string): string {
  const u = url.trim();
  if (/^(https?:|mailto:)/i.test(u)) return u;
  if (/^[a-z][a-z0-9+.-]*:/i.test(u) || u.startsWith('//')) return '';
  return u;
}

/** Elements the preview never renders, even when written as raw HTML inside the markdown. */
const BLOCKED = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea',
  'select', 'link', 'meta', 'base', 'svg', 'math', 'template']);

export function isAllowedPreviewElement(tagName: string): boolean {
  return /^[a-z][a-z0-9]*$/i.test(tagName) && !BLOCKED.has(tagName.toLowerCase());
}
