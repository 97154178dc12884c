import { addSchema, type ResourceDef } from '@foodtrace/contracts';
import type { DictService } from '../dict/dict-service.ts';
import { dictValue, fieldValue, type Cell } from './cell-values.ts';
import type { ExcelColumn } from './excel-columns.ts';
import type { RefLabels } from './ref-labels.ts';

type Row = Record<string, unknown>;
export type Converted = { input: Row } | { error: string };

/**
 * One worksheet row → the input of `add`, validated by the resource's own zod schema (the same one the add
 * route uses): dictionary texts become values, reference labels become ids, cells become form values. Every
 * problem of the row is reported at once, separated by '；'.
 */
export class RowConverter {
  private readonly schema;

  constructor(
    private readonly def: ResourceDef,
    private readonly columns: Map<number, ExcelColumn>,
    private readonly dict: DictService,
    private readonly refs: RefLabels,
    /** Values every row gets whatever its cells say (the import's `foreignKeys`, spec §7.3). */
    private readonly fixed: Row = {},
  ) {
    this.schema = addSchema(def);
  }

  async convert(cells: Cell[]): Promise<Converted> {
    const input: Row = {};
    const errors: string[] = [];
    const failed = new Set<string>();
    for (const [index, col] of this.columns) {
      const f = col.field;
      if (!f || !col.importable) continue;
      const cell = cells[index] ?? null;
      const mapped = f.dict ? dictValue(f, (await this.dict.items(f.dict)) ?? [], cell)
        : f.ref ? await this.refs.idOf(f, cell)
          : { value: fieldValue(f, cell) };
      if ('error' in mapped) {
        errors.push(mapped.error);
        failed.add(col.key);
      } else {
        input[col.key] = mapped.value;
      }
    }
    const parsed = this.schema.safeParse({ ...input, ...this.fixed });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (!failed.has(key)) errors.push(issue.message);
      }
    }
    if (errors.length) return { error: [...new Set(errors)].join('；') };
    return { input: parsed.data as Row };
  }
}
