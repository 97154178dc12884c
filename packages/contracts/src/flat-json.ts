/**
 * A JSON object of plain values (texts, numbers, yes/no) as texts, else null: the parameters a message
 * template is filled with. Nested values are refused, since a placeholder is replaced by text and
 * `[object Object]` is nobody's message.
 */
export function parseFlatJson(text: string): Record<string, string> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!['string', 'number', 'boolean'].includes(typeof v)) return null;
    out[k] = String(v);
  }
  return out;
}
