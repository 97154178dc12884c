/** Text as HTML that shows it as typed: the five characters that mean markup become character references. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
