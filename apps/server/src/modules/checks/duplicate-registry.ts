import { permissionCode, type ResourceDef } from '@foodtrace/contracts';

/**
 * What `/sys/duplicate/check` may look at (DESIGN.md §5 rule 1; reference/JEECG.md §5.2 #12–#16: JeecgBoot put
 * the request's tableName and fieldName into SQL and was injected through them for years). Here the client's
 * `tableName` and `fieldName` are only keys: each registered pair stands for a fixed table and column written
 * in server code, and an unregistered pair is refused before any SQL runs.
 */
export interface DuplicateField {
  table: string;
  /** Kysely column name (camelCase; the CamelCasePlugin maps it to the snake_case column). */
  column: string;
  /** Rows with del_flag = 1 are gone (false: every row counts, e.g. dictionaries in the recycle bin). */
  liveOnly: boolean;
  /** The table carries tenant_id: only the request's tenant is checked (DESIGN.md §5 rule 4). */
  tenantScoped: boolean;
  /**
   * Codes of which the caller must hold one: only those who may write the table may probe its values, so a
   * signed-in clerk cannot test which phone numbers or user names exist.
   */
  permissions: string[];
}

const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const IDENT = /^[a-z][a-z0-9_]{0,62}$/;

export class DuplicateRegistry {
  private readonly entries = new Map<string, DuplicateField>();

  /** Registers a column under its table key, reachable by its snake_case and camelCase names. */
  register(tableKey: string, column: string, def: Omit<DuplicateField, 'table' | 'column'> & { table?: string }): void {
    const table = def.table ?? tableKey;
    if (!IDENT.test(table) || !IDENT.test(snake(column))) throw new Error(`duplicate check ${tableKey}.${column}: not a plain identifier`);
    const field: DuplicateField = { ...def, table, column };
    for (const name of new Set([snake(column), column])) this.entries.set(`${tableKey}|${name}`, field);
  }

  /** Every unique field of the generic resources, guarded by the resource's add and edit codes. */
  registerResources(resources: readonly ResourceDef[]): void {
    for (const def of resources) {
      for (const [name, f] of Object.entries(def.fields)) {
        if (!f.unique) continue;
        this.register(def.table, name, {
          liveOnly: true, tenantScoped: def.tenantScoped === true,
          permissions: [permissionCode(def, 'add'), permissionCode(def, 'edit')],
        });
      }
    }
  }

  find(tableKey: string, fieldName: string): DuplicateField | undefined {
    return this.entries.get(`${tableKey}|${fieldName}`);
  }
}
