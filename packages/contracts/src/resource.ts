import { z } from 'zod';
import type { UploadFolder } from './files.ts';
import { isValidGtin } from './gs1.ts';
import { isRunnableCron } from './cron/runnable.ts';
import { parseFlatJson } from './flat-json.ts';
import { parseDbAddress } from './db-address.ts';
import { isEmailAddress } from './email.ts';
import { numberPatternIssue } from './numbering/pattern.ts';
import { predicateIssue } from './path-predicates.ts';
import { WIDGETS } from './constants.ts';
import { wireDate, wireDateTime } from './wire-time.ts';

/**
 * One declaration per resource drives both sides (DESIGN.md §3): the server derives its routes, permission
 * codes, validation, list-query whitelist and `_dictText`; the web derives the list page and the form.
 */
export type FieldType = 'string' | 'text' | 'int' | 'decimal' | 'date' | 'datetime';
/** How the web search form offers the field. Any declared field may still be filtered by the JeecgBoot value
 * conventions (`*v*`, `!v`, `a,b`, `>= v`, `_begin`/`_end`); this only chooses the form widget. */
export type SearchMode = 'eq' | 'like' | 'range';

/**
 * Where and what a stored-file field uploads. The folder says who may read the file (UPLOAD.publicFolders: a
 * product photo shown on the public page goes to 'food', a supplier's certificate to the private 'file').
 */
export interface FieldUpload {
  folder: UploadFolder;
  /** Picture cards that accept images only (a product photo, an ad banner, a logo). */
  images?: boolean;
  /** Keeps the last N files (1: one file, replaced by the next upload); default 1. */
  max?: number;
  /** The file chooser's filter, e.g. '.pdf,.jpg' (the server checks content whatever this says). */
  accept?: string;
}

/**
 * A place as text ('浙江省/杭州市/西湖区') drawn from a province → city → district choice: the form offers one
 * area picker on the text field, which also fills these code fields (not shown themselves); the detail shows
 * the text instead of the codes.
 */
export interface FieldArea { province: string; city: string; district: string }

/**
 * A field holding the id of another resource's row (JeecgBoot's table dictionary). The server checks on add
 * and edit that the row exists (and matches `filter`) and adds `<field>_dictText` (the row's `label` field) to
 * list and detail answers; the web offers a picker over the referenced resource's list.
 */
export interface FieldRef {
  /** `key` of the referenced resource (one of RESOURCES). */
  resource: string;
  /** Field of the referenced resource shown as the text of the value. */
  label: string;
  /** What the referenced row must match, as list filters with the JeecgBoot value conventions (`a,b` = one of). */
  filter?: Record<string, string>;
  /**
   * Fields of the referenced list row the picker shows after the label, so a choice among look-alike numbers
   * is an informed one (a lot: what it is and its status). `a|b` shows the first of a and b that has a value.
   */
  details?: string[];
  /**
   * Narrows the picker by what the same form already says: referenced-list filter ← field of this record (the
   * 产地 of the chosen 供应商: `{ supplierId: 'supplierId' }`). Only the picker narrows; any row may be saved.
   */
  narrowBy?: Record<string, string>;
  /**
   * Fields of this record a choice fills from the chosen row: this record's field ← the referenced row's (the
   * 单位 of the chosen 原料: `{ unit: 'unit' }`). They stay editable; the server says what it accepts.
   */
  fills?: Record<string, string>;
  /**
   * The referenced row's field this one stores, instead of its id: a record keeps the name it was written with (a
   * run's 生产线), the register vouching that it named a live row when it was chosen. That field must be unique
   * in the referenced resource, and its module keeps it from changing once records name it (fixedOnceUsed).
   */
  value?: string;
}

/** The referenced row's field a reference stores (FieldRef.value): its id unless it says otherwise. */
export const refValue = (ref: Pick<FieldRef, 'value'>): string => ref.value ?? 'id';

/** Formats checked beyond a pattern (both sides validate through fieldSchema). */
export type FieldFormat = 'gtin14' | 'province' | 'adminDivision' | 'httpUrl' | 'filePath' | 'cron' | 'numberPattern' | 'jsonObject' | 'dbAddress' | 'email' | 'pathPredicates' | 'personNames';

/** The values of a `multiple` dictionary field as stored (`PEST,CCP`), blanks dropped: one reading for every rule and count. */
export function multiValues(v: unknown): string[] {
  if (v === null || v === undefined) return [];
  return String(v).split(WIDGETS.multiSelectSeparator).map((x) => x.trim()).filter(Boolean);
}

/** What separates the names of several people as the plant writes them (张伟、李娜 · 张伟/李娜 · 张伟, 李娜). */
export const NAME_SEPARATORS = /[、,，;；/\s]+/;
/** The longest name of one person (or a team: 甲班) a list of names may hold. */
export const PERSON_NAME_MAX = 20;
/** The names of people written in one field, each once, in order. */
export function personNames(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').split(NAME_SEPARATORS).map((s) => s.trim()).filter(Boolean))];
}
/** How a list of names is kept (张伟、李娜): one way, so a search can match a whole name (list-query `names`). */
export const NAME_JOINER = '、';

const FORMAT_RULES: Record<FieldFormat, { test: (v: string) => boolean; message: (label: string, value: string) => string }> = {
  gtin14: { test: isValidGtin, message: (l) => `${l}必须是 14 位数字且校验位正确（GS1）` },
  // GB/T 2260: a province-level code ends in 0000; any division code has six digits.
  province: { test: (v) => /^[1-8]\d0000$/.test(v), message: (l) => `${l}必须是省级行政区划代码（如 330000）` },
  adminDivision: { test: (v) => /^[1-8]\d{5}$/.test(v), message: (l) => `${l}必须是 6 位行政区划代码` },
  // Links shown on public pages: http(s) only, so no javascript: or data: URL ever reaches a consumer.
  httpUrl: { test: (v) => /^https?:\/\/[^\s<>"'`]+$/i.test(v), message: (l) => `${l}必须是 http:// 或 https:// 开头的网址` },
  // A schedule the server can run: a Quartz expression the picker reads back without a problem.
  cron: { test: isRunnableCron, message: (l) => `${l}不是有效的 Cron 表达式（如每天 8 点：0 0 8 * * ?）` },
  // A 填值规则 the server can run; the message is the pattern's own problem (numbering/pattern.ts).
  numberPattern: { test: (v) => numberPatternIssue(v) === null, message: (_l, v) => numberPatternIssue(v)! },
  // Parameters to fill a template with: {"name":"张三"} (flat-json.ts).
  jsonObject: { test: (v) => parseFlatJson(v) !== null, message: (l) => `${l}须是 JSON 对象，如 {"name":"张三"}，值只能是文字或数字` },
  // Where mail goes (a customer's recall notice): a plain address, nothing that could add a mail header.
  email: { test: isEmailAddress, message: (l) => `${l}格式不正确，如 qa@example.cn` },
  // people named as the plant writes them, by name (培训考核's 参加人员): not a sentence
  personNames: {
    test: (v) => personNames(v).every((n) => n.length <= PERSON_NAME_MAX),
    message: (l) => `${l}请填写姓名，以顿号分隔，每个姓名不超过 ${PERSON_NAME_MAX} 字`,
  },
  // Another database's address (数据源地址); the message is the address's own problem (db-address.ts).
  dbAddress: {
    test: (v) => !('error' in parseDbAddress(v)),
    message: (_l, v) => { const r = parseDbAddress(v); return 'error' in r ? r.error : ''; },
  },
  // A 网关路由's 路径断言: paths of this server's interfaces, one per line (gateway-route.ts).
  pathPredicates: { test: (v) => predicateIssue(v) === null, message: (_l, v) => predicateIssue(v)! },
  // Stored upload paths (comma-separated when several), relative to the storage root (DESIGN.md §5 rule 7).
  filePath: {
    test: (v) => v.split(',').every((p) => !/^[a-z][a-z0-9+.-]*:/i.test(p) && !/^[\\/]/.test(p) && !p.split(/[\\/]/).includes('..')),
    message: (l) => `${l}必须是上传后得到的相对路径`,
  },
};

export interface FieldDef {
  label: string;
  type: FieldType;
  /** Dictionary code: the web shows a dictionary select/tag, list answers carry `<field>_dictText`. */
  dict?: string;
  required?: boolean;
  /** Longest accepted text (default 255 for string, 10000 for text). */
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: { regex: string; message: string };
  /** Checked on add and edit among live rows (and in the same tenant when the resource is tenant-scoped). */
  unique?: boolean;
  /**
   * Fields this one shares its values with (a GTIN names an item or its carton, never both): a value of either
   * may be neither the other's value in a live row nor in the same record. Declared on one side, checked both ways.
   */
  uniqueWith?: string[];
  search?: SearchMode;
  sortable?: boolean;
  /** Shown as a list column (default true). */
  list?: boolean;
  /** Editable in the form (default true). */
  form?: boolean;
  width?: number;
  placeholder?: string;
  /** An int that counts bytes: the list and the detail show it as 7.7 KB; forms, filters and exports keep the number. */
  bytes?: boolean;
  ref?: FieldRef;
  format?: FieldFormat;
  /** How the form uploads a `filePath` field (without it the path is typed, as in an Excel import). */
  upload?: FieldUpload;
  /** The text of a place picked by area (FieldArea). */
  area?: FieldArea;
  /**
   * Holds a trace code: a search typed as a label prints it (`K7QF 2M9X PA00`), or misread, looks for its stored
   * form (normalizeTraceCode); text that cannot be a code is looked for as typed (a consumer's mistyped code).
   */
  traceCode?: boolean;
  /** Another field of the same type this one cannot be earlier than (an end after its start). */
  notBefore?: string;
  /**
   * Fields the server counts this one from when it is left empty (计量器具's 有效期至 from the date and the cycle): the
   * form empties it when one of them changes, so a new date is not saved with the day counted from the old one.
   */
  countedFrom?: readonly string[];
  /**
   * The time of something that has taken place (a receipt, an inspection, a shipment): it cannot lie in the
   * future, where a slip of the date would later block every event that must come after it.
   */
  happened?: boolean;
  /** The person who did it (库管员, 检验员): a new record's form starts with the signed-in user's name. */
  signedBy?: boolean;
  /** What a new record's form starts with (a 网关路由 starts 有效); the server still asks for the value. */
  initial?: string | number;
  /**
   * A dictionary field holding several of its values, comma-separated (JeecgBoot's JCheckbox / JMultiSelectTag,
   * spec §9): checked in a box group, shown as tags, imported from texts separated by commas.
   */
  multiple?: boolean;
  /**
   * Fixed once the record is in use, as its module decides (a run that has produced lots, an intake whose lot
   * was used): list and detail records then carry the reason under IN_USE_KEY, the form shows the field
   * read-only with it, and the server refuses a change.
   */
  fixedOnceUsed?: boolean;
  /**
   * An amount that cannot drop below what was already used of it once the record is in use (an intake's
   * quantity once its lot was consumed or shipped): the module says how much was used, records carry it under
   * IN_USE_MIN_KEY, the form shows it under the field and refuses less, and the server refuses less.
   */
  notBelowUsed?: boolean;
  /**
   * A document number (入库单号, 加工单号) the server assigns when the field is left blank, from the 填值规则
   * of this code (CP20261127-001); one typed by hand is kept. Required fields stay required only while no
   * rule is on: the form may leave it blank, the server refuses blank only then, and never on an edit.
   */
  autoNumber?: string;
  /**
   * A password to another system (a data source's): the server stores it encrypted and never sends it back —
   * lists, details, exports and the data log leave it out; it cannot be searched or sorted on. Required only
   * for a new record: an edit that leaves it blank keeps the stored one.
   */
  secret?: boolean;
}

/** Must the form have a value? A required field the server numbers itself may be left blank (FieldDef.autoNumber). */
export const mustFill = (f: FieldDef): boolean => Boolean(f.required) && !f.autoNumber;

/** Key of a list or detail record that is in use: why its `fixedOnceUsed` fields can no longer change. */
export const IN_USE_KEY = '_inUse';

/**
 * Key of a list or detail record that cannot be deleted: why, in the words the server refuses a delete with
 * (该加工单已有产出批次 …), so the list greys out 删除 and says why before anyone tries.
 */
export const NO_DELETE_KEY = '_noDelete';

/** What was already used of a `notBelowUsed` field: the amount, and as a reader sees it (with its unit). */
export interface UsedAmount { amount: number; text: string }

/** Key of a record in use: field → UsedAmount, for its `notBelowUsed` fields of which something was used. */
export const IN_USE_MIN_KEY = '_inUseMin';

/** Below what was used? Decimals keep four places, so sending back exactly the used amount is not "less". */
export function isBelowUsed(value: unknown, used: UsedAmount): boolean {
  return value !== null && value !== undefined && value !== '' && Number(value) < used.amount - 0.00005;
}

/** The refusal of an amount below what was used, in the form (under the field) and from the server (after the reason). */
export function belowUsedText(label: string, used: UsedAmount): string {
  return `${label}不能少于已使用的 ${used.text}`;
}

/**
 * One version of a record from its data log (DESIGN.md §5 rule 11), as `<basePath>/dataLog?id=` answers it,
 * newest first: who wrote it, when, and what each changed field read before and after (as shown: dictionary
 * and reference texts, zone times).
 */
export interface RecordVersion {
  version: number;
  action: 'add' | 'edit' | 'delete';
  /** The account that wrote it, and the person's name (or 系统 for the server's own writes: INTERNAL_WRITERS). */
  by: string | null;
  byName: string | null;
  time: string | null;
  changes: Array<{ field: string; label: string; before: string | null; after: string | null }>;
}

/** 何静（hejing）: the person and the account of a write; the account alone when it names nobody any more. */
export const writerText = (v: Pick<RecordVersion, 'by' | 'byName'>): string | null => (v.byName && v.by ? `${v.byName}（${v.by}）` : v.by);

export type Fields = Record<string, FieldDef>;

export interface ResourceDef<F extends Fields = Fields> {
  /** Stable key, used in query keys and test names. */
  key: string;
  /** Chinese name of one record, e.g. 职务. */
  title: string;
  table: string;
  /** API path below the base, e.g. /sys/position. */
  basePath: string;
  /** Permission codes are `${permPrefix}:list`, `:add`, … */
  permPrefix: string;
  fields: F;
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  /** Rows carry tenant_id; the platform filters and stamps it from the request's tenant. */
  tenantScoped?: boolean;
  /**
   * The generic routes (and permission codes) the resource has; default all. A record written only by its
   * module's services (lots, trace codes) lists `list` and `queryById` so that nobody can bypass the rules.
   */
  actions?: readonly CrudAction[];
  /**
   * Rows the platform writes and nobody edits or deletes (the system log): the table has no del_flag, no
   * update_by / update_time and no data log, and the resource may only be read and exported.
   */
  appendOnly?: boolean;
  /**
   * Rows carry `sysOrgCode` (JeecgBoot's sys_org_code), the department of the user who added them, stamped by
   * the platform: readable, filterable, and a data rule can keep a role to its own department's records
   * (`sysOrgCode RIGHT_LIKE #{sys_org_code}`: the department and the ones below it).
   */
  departmentOwned?: boolean;
  /**
   * Named sets of rows a list or a reference's filter may ask for (`listScope=<name>`), for a condition the
   * field filters cannot say — one that ORs several fields, or compares with today. The server implements each
   * (crud/list-scopes.ts); a name not declared here is refused.
   */
  scopes?: readonly string[];
  /** The list's rows added up by group, under the list's permission (SummaryDef). */
  summary?: SummaryDef;
}

/**
 * A list's totals by group (`GET <basePath>/summary`): the very rows its list answers to the same query — its
 * filters, scope, tenant and data rules — grouped by the `by` fields, each group with how many rows it holds
 * (SUMMARY_COUNT) and, under each field's own name, the sum of the `sum` fields and the smallest of the `min`
 * ones (批次库存 按品名: stock per product, its earliest 保质期至). Paged and sorted like a list, on any column
 * it answers. It shows nothing the list does not, so the list's permission code guards it.
 */
export interface SummaryDef {
  /** What one of its rows adds up, as its export's sheet and file are named (批次汇总（按品名）). */
  title: string;
  by: readonly string[];
  sum?: readonly string[];
  min?: readonly string[];
  defaultSort: { column: string; order: 'asc' | 'desc' };
  /** Headings of its export where a field's own label would mislead (a sum of 可用量 is 库存; the count is 批次数). */
  labels?: Readonly<Record<string, string>>;
}

/** The heading of a summary column (SummaryDef.labels, else the field's label; the count's is 记录数). */
export function summaryLabel(def: Pick<ResourceDef, 'fields' | 'summary'>, column: string): string {
  return def.summary?.labels?.[column] ?? def.fields[column]?.label ?? '记录数';
}

/** The column of a summary row that counts the rows of its group. */
export const SUMMARY_COUNT = 'rowCount';

/** Every column a summary row answers (and may be sorted by): the group's fields, its count, its aggregates. */
export function summaryColumns(s: SummaryDef): string[] {
  return [...s.by, SUMMARY_COUNT, ...(s.sum ?? []), ...(s.min ?? [])];
}

/** The list-query key that names one of a resource's scopes (ResourceDef.scopes). */
export const LIST_SCOPE_KEY = 'listScope';

/** What an append-only resource may offer: reading and exporting. */
const READ_ACTIONS: readonly CrudAction[] = ['list', 'queryById', 'exportXls'];

export function defineResource<F extends Fields>(def: ResourceDef<F>): ResourceDef<F> {
  if (def.appendOnly && resourceActions(def).some((a) => !READ_ACTIONS.includes(a))) {
    throw new Error(`append-only resource ${def.key} may only list, read and export`);
  }
  for (const [name, f] of Object.entries(def.fields)) {
    for (const other of f.uniqueWith ?? []) if (!def.fields[other] || other === name) throw new Error(`${def.key}.${name} shares its values with no field ${other}`);
    // A secret is never read back, so it cannot be searched, sorted, compared for uniqueness or listed.
    if (f.secret && (f.search || f.sortable || f.unique || f.list !== false)) throw new Error(`secret field ${def.key}.${name} must be list: false and neither searched, sorted nor unique`);
    if (f.multiple && (!f.dict || f.search || f.sortable)) throw new Error(`multi-value field ${def.key}.${name} needs a dictionary and is neither searched nor sorted`);
  }
  if (def.summary) assertSummary(def);
  if (DEPARTMENT_FIELD in def.fields) throw new Error(`${def.key}.${DEPARTMENT_FIELD} is a system column: say departmentOwned instead`);
  return def;
}

/** A summary names declared fields, each once, adds up numbers only, and sorts by a column it answers. */
function assertSummary(def: ResourceDef): void {
  const s = def.summary!;
  const columns = summaryColumns(s);
  const unknown = columns.filter((c) => c !== SUMMARY_COUNT && !def.fields[c]);
  if (unknown.length) throw new Error(`${def.key}.summary names no fields ${unknown.join(', ')}`);
  if (new Set(columns).size !== columns.length) throw new Error(`${def.key}.summary names a column twice`);
  const notNumbers = (s.sum ?? []).filter((c) => !['int', 'decimal'].includes(def.fields[c].type));
  if (notNumbers.length) throw new Error(`${def.key}.summary adds up fields that are not numbers: ${notNumbers.join(', ')}`);
  if (!columns.includes(s.defaultSort.column)) throw new Error(`${def.key}.summary sorts by ${s.defaultSort.column}, which it does not answer`);
  if (columns.some((c) => def.fields[c]?.secret)) throw new Error(`${def.key}.summary shows a secret field`);
  const stray = Object.keys(s.labels ?? {}).filter((c) => !columns.includes(c));
  if (stray.length) throw new Error(`${def.key}.summary labels columns it does not answer: ${stray.join(', ')}`);
}

export const CRUD_ACTIONS = [
  'list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel',
] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Chinese names of the generated permission codes, used for the button rows of the permission tree. */
export const CRUD_ACTION_LABELS: Record<CrudAction, string> = {
  list: '查询', queryById: '查看', add: '添加', edit: '编辑', delete: '删除',
  deleteBatch: '批量删除', exportXls: '导出', importExcel: '导入',
};

export function permissionCode(def: Pick<ResourceDef, 'permPrefix'>, action: CrudAction): string {
  return `${def.permPrefix}:${action}`;
}

export function resourceActions(def: Pick<ResourceDef, 'actions'>): readonly CrudAction[] {
  return def.actions ?? CRUD_ACTIONS;
}

/** Columns every resource row has besides its declared fields, readable, filterable and sortable. */
export const SYSTEM_FIELDS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;

/** The column of a `departmentOwned` resource naming the adding user's department (its org code). */
export const DEPARTMENT_FIELD = 'sysOrgCode';

/** The registered table dictionary of departments by org code (a department select, its name for a code). */
export const DEPARTMENT_DICT = 'sys_depart,depart_name,org_code';

/** The registered table dictionary of people by account (a person select, the name of an account). */
export const USER_DICT = 'sys_user,realname,username';

/**
 * The data rule that keeps a role to its own department's records: org codes are hierarchical (A01A02 lies
 * under A01), so a prefix match takes the user's department and every one below it.
 */
export const OWN_DEPARTMENT_RULE = { name: '本部门及下级', condition: 'RIGHT_LIKE', value: '#{sys_org_code}' } as const;

/** What a user reads for each system column (the detail, a data rule's field list). */
export const SYSTEM_FIELD_LABELS: Record<string, string> = {
  id: '主键', createBy: '创建人', createTime: '创建时间', updateBy: '更新人', updateTime: '更新时间', [DEPARTMENT_FIELD]: '所属部门',
};

/** The system columns a resource's rows really have: an append-only row is never updated. */
export function systemFieldsOf(def: Pick<ResourceDef, 'appendOnly' | 'departmentOwned'>): readonly string[] {
  const own = def.appendOnly ? SYSTEM_FIELDS.filter((f) => f !== 'updateBy' && f !== 'updateTime') : SYSTEM_FIELDS;
  return def.departmentOwned ? [...own, DEPARTMENT_FIELD] : own;
}

/** The zod schema of one field's value as it arrives in a form (empty → null). */
export function fieldSchema(f: FieldDef): z.ZodType {
  const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
  let base: z.ZodType;
  switch (f.type) {
    case 'int':
    case 'decimal': {
      let n = z.coerce.number({ error: `${f.label}必须是数字` });
      if (f.type === 'int') n = n.int(`${f.label}必须是整数`);
      if (f.min !== undefined) n = n.min(f.min, `${f.label}不能小于 ${f.min}`);
      if (f.max !== undefined) n = n.max(f.max, `${f.label}不能大于 ${f.max}`);
      base = n;
      break;
    }
    case 'date':
      base = wireDate(f.label);
      break;
    case 'datetime':
      base = wireDateTime(f.label);
      break;
    default: {
      const max = f.maxLength ?? (f.type === 'text' ? 10_000 : 255);
      let s = z.string().trim().max(max, `${f.label}最多 ${max} 个字符`);
      if (f.pattern) s = s.regex(new RegExp(f.pattern.regex), f.pattern.message);
      const rule = f.format ? FORMAT_RULES[f.format] : undefined;
      base = rule ? s.refine(rule.test, { error: (issue) => rule.message(f.label, String(issue.input)) }) : s;
    }
  }
  const value = mustFill(f)
    ? z.preprocess(emptyToNull, base.nullable().refine((v) => v !== null, requiredMessage(f)))
    : z.preprocess(emptyToNull, base.nullable());
  return value;
}

/** What an empty required field is told, by how it is filled in: typed, chosen or uploaded. */
export function requiredMessage(f: FieldDef): string {
  if (f.upload) return `请上传${f.label}`;
  const chosen = f.dict || f.ref || f.area || f.format === 'province' || f.type === 'date' || f.type === 'datetime';
  return `${chosen ? '请选择' : '请输入'}${f.label}`;
}

/** What `add` accepts: declared form fields only (anything else is dropped, so no mass assignment). */
export function addSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.form === false) continue;
    shape[name] = fieldSchema(f);
  }
  return z.object(shape);
}

/** What `edit` accepts: the id plus any subset of the form fields. */
export function editSchema(def: ResourceDef) {
  // A number the server gave on add (FieldDef.autoNumber) may be changed by an edit, never blanked.
  const kept = Object.entries(def.fields).filter(([, f]) => f.autoNumber && f.form !== false)
    .map(([name, f]) => [name, fieldSchema({ ...f, autoNumber: undefined }).optional()] as const);
  // A secret left blank keeps the stored one (FieldDef.secret).
  const secrets = Object.entries(def.fields).filter(([, f]) => f.secret && f.form !== false)
    .map(([name, f]) => [name, fieldSchema({ ...f, required: false }).optional()] as const);
  return addSchema(def).partial().extend({ ...Object.fromEntries(kept), ...Object.fromEntries(secrets), id: z.string().min(1, 'id不能为空').max(64) });
}

/**
 * The first field whose value is earlier than the field it must not precede (FieldDef.notBefore), with the
 * message to show on it. Values compare as they are: wire texts (YYYY-MM-DD[ HH:mm:ss]) order alike whether a
 * field is a date or a date and time (a 收货时间 after its 生产日期), and stored instants of one type compare too,
 * so the form, the add and the edit (the changes over the stored row, as wire texts) share this one rule.
 */
export function orderIssue(def: Pick<ResourceDef, 'fields'>, values: Record<string, unknown>): { field: string; message: string } | null {
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.notBefore) continue;
    const value = values[name];
    const since = values[f.notBefore];
    if (value === null || value === undefined || value === '' || since === null || since === undefined || since === '') continue;
    if ((value as string | number) < (since as string | number)) {
      return { field: name, message: `${f.label}不能早于${def.fields[f.notBefore]?.label ?? f.notBefore}` };
    }
  }
  return null;
}

/**
 * The first `happened` field (FieldDef.happened) later than now, with its message. `now` is the current time as
 * wire text in the app's time zone (`YYYY-MM-DD HH:mm:ss`; the server allows a few minutes for clocks that
 * differ): a date compares with its day, a date and time with the whole text.
 */
export function futureIssue(def: Pick<ResourceDef, 'fields'>, values: Record<string, unknown>, now: string): { field: string; message: string } | null {
  for (const [name, f] of Object.entries(def.fields)) {
    const value = values[name];
    if (!f.happened || typeof value !== 'string' || value === '') continue;
    if (value > (f.type === 'date' ? now.slice(0, 10) : now)) return { field: name, message: `${f.label}不能晚于当前时间` };
  }
  return null;
}

/** Fields a list may filter on: declared fields (a secret never) plus the system ones. */
export function filterableFields(def: ResourceDef): string[] {
  return [...systemFieldsOf(def), ...Object.entries(def.fields).filter(([, f]) => !f.secret).map(([k]) => k)];
}

/** How a record's history shows a secret that was replaced (never the secret itself). */
export const SECRET_TEXT = { hidden: '******', replaced: '已更换' } as const;

/** The secret fields of a resource (FieldDef.secret): never read back. */
export const secretFields = (def: Pick<ResourceDef, 'fields'>): string[] => Object.entries(def.fields).filter(([, f]) => f.secret).map(([k]) => k);

/** Fields a list may sort on: declared sortable fields plus the system time columns. */
export function sortableFields(def: ResourceDef): string[] {
  const own = Object.entries(def.fields).filter(([, f]) => f.sortable).map(([k]) => k);
  return [...new Set([...systemFieldsOf(def).filter((f) => f.endsWith('Time')), ...own])];
}
