import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's query or the reminder's, whatever its builder's tables
export type CertificateEB = ExpressionBuilder<any, any>;

/**
 * The row `alias` of `table` is its holder's latest certificate: no live record of the same holder (the
 * `holder` columns: an organisation and kind, a person's name) lasts longer. No 有效期至 (长期有效) outlasts any
 * date; of two ending alike, the later added counts. One reading for every register that keeps renewals as new
 * records beside the old (资质证照, 健康证明), so a list's 当前证照, its reminder and the home figure agree.
 */
export function latestOfHolder(eb: CertificateEB, table: string, holder: readonly string[], alias = table): Expression<SqlBool> {
  const mine = (col: string) => eb.ref(`${alias}.${col}`);
  const later = (col: string) => `later.${col}`;
  return eb.not(eb.exists(eb.selectFrom(`${table} as later`).select(later('id'))
    .where((l) => l.and([
      ...holder.map((col) => l(later(col), '=', mine(col))),
      l(later('delFlag'), '=', 0),
      l.or([
        l.and([l(later('validUntil'), 'is', null), l(mine('validUntil'), 'is not', null)]),
        l(later('validUntil'), '>', mine('validUntil')),
        l.and([
          l.or([l(later('validUntil'), '=', mine('validUntil')), l.and([l(later('validUntil'), 'is', null), l(mine('validUntil'), 'is', null)])]),
          l(later('id'), '>', mine('id')),
        ]),
      ]),
    ]))));
}
