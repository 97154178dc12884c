/**
 * Checks an administrator's report SQL before it runs (DESIGN.md §5 rule 10: "Online reports run only
 * SELECTs"), and splits out its `${name}` placeholders so their values are bound, never substituted —
 * JeecgBoot rendered report SQL as a FreeMarker template, which made it an injection and RCE surface
 * (reference/JEECG.md §5.2 #21, #26). The database still runs the query read-only with a time limit; this
 * check is the first of those defences, not the only one.
 */
export class ReportSqlError extends Error {}

export interface ParsedReportSql {
  /** The SQL split at its placeholders: parts.length === params.length + 1. */
  parts: string[];
  /** Placeholder names in order of appearance (a name may repeat). */
  params: string[];
}

/** Words that have no place in a read-only query, whole words outside literals and quoted names. */
const FORBIDDEN = new Set([
  'insert', 'update', 'delete', 'merge', 'upsert', 'drop', 'alter', 'create', 'truncate', 'grant', 'revoke', 'rename',
  'attach', 'detach', 'pragma', 'vacuum', 'copy', 'call', 'exec', 'execute', 'prepare', 'deallocate', 'lock', 'unlock',
  'into', 'outfile', 'dumpfile', 'load_file', 'load_extension', 'sleep', 'pg_sleep', 'benchmark', 'set_config',
  'pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'lo_import', 'lo_export', 'dblink', 'pg_terminate_backend',
  'pg_cancel_backend', 'readfile', 'writefile', 'handler',
]);

const PLACEHOLDER = /^\$\{([A-Za-z_][A-Za-z0-9_]{0,62})\}/;

function fail(message: string): never {
  throw new ReportSqlError(message);
}

/** Index just past a quoted run starting at `i` (the quote doubled inside is itself). */
function skipQuoted(text: string, i: number): number {
  const q = text[i];
  let j = i + 1;
  for (;;) {
    if (j >= text.length) fail('报表SQL中有未闭合的引号');
    if (text[j] === '\\' && q === "'") fail('报表SQL的字符串中不能使用反斜杠');
    if (text[j] === q) {
      if (text[j + 1] === q) { j += 2; continue; }
      return j + 1;
    }
    j++;
  }
}

/** Validates the SQL and returns it split at its placeholders. */
export function parseReportSql(input: string): ParsedReportSql {
  const text = input.trim().replace(/;\s*$/, '');
  if (!text) fail('报表SQL不能为空');
  const parts: string[] = [];
  const params: string[] = [];
  const words: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') { i = skipQuoted(text, i); continue; }
    if (c === ';') fail('报表SQL只能是一条语句');
    if (c === '#' || text.startsWith('--', i) || text.startsWith('/*', i)) fail('报表SQL中不能写注释');
    if (c === '$') {
      const m = PLACEHOLDER.exec(text.slice(i));
      if (!m) fail('报表SQL中的参数必须写成 ${参数名}');
      parts.push(text.slice(start, i));
      params.push(m[1]);
      i += m[0].length;
      start = i;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (word) { words.push(word[0].toLowerCase()); i += word[0].length; continue; }
    i++;
  }
  parts.push(text.slice(start));
  if (words[0] !== 'select' && words[0] !== 'with') fail('报表SQL必须是 SELECT 查询');
  const bad = words.find((w) => FORBIDDEN.has(w));
  if (bad) fail(`报表SQL中不能出现 ${bad.toUpperCase()}`);
  return { parts, params };
}
