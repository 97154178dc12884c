import { BadRequestError } from '../../platform/errors.ts';

/** Values a condition may compare against: plain scalars only, always bound. */
export type Condition = Record<string, string | number>;

const MAX_KEYS = 10;

/**
 * The `condition` parameter of the tree loaders (spec §5: "a JSON object string"): field → value over the
 * registered key's whitelisted columns; anything else is a 400 naming the problem, never SQL.
 */
export function parseCondition(text: string | undefined, allowed: readonly string[]): Condition {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequestError('condition 必须是 JSON 对象字符串');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequestError('condition 必须是 JSON 对象字符串');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > MAX_KEYS) throw new BadRequestError(`condition 最多 ${MAX_KEYS} 个字段`);
  const out: Condition = {};
  for (const [field, value] of entries) {
    if (!allowed.includes(field)) throw new BadRequestError(`condition 不支持字段 ${field}`);
    if (typeof value === 'string' && value.length <= 200) out[field] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[field] = value;
    else throw new BadRequestError(`condition 的 ${field} 只能是文本或数字`);
  }
  return out;
}
