import { describe, expect, it } from 'vitest';
import { parseReportSql } from './report-sql.ts';

describe('parseReportSql (DESIGN.md §5 rule 10: a single SELECT, values bound)', () => {
  it('accepts a select or a with-query and splits out its placeholders', () => {
    expect(parseReportSql('select a, b from t where c = ${pcode} and d = ${pcode};')).toEqual({
      parts: ['select a, b from t where c = ', ' and d = ', ''], params: ['pcode', 'pcode'],
    });
    expect(parseReportSql('WITH x AS (SELECT 1 AS n) SELECT n FROM x').params).toEqual([]);
  });

  it('reads quoted text and names as data: a keyword or ; inside them is fine', () => {
    expect(() => parseReportSql(`select 'delete; drop' as "into", \`update\` from t where n = 'it''s'`)).not.toThrow();
  });

  it.each([
    ['', '不能为空'],
    ['delete from sys_user', '必须是 SELECT'],
    ['select 1; delete from sys_user', '只能是一条语句'],
    ['select * from t where id in (select id from u) union select password from sys_user into outfile \'/tmp/x\'', 'INTO'],
    ['with d as (delete from t returning *) select * from d', 'DELETE'],
    ['select pg_sleep(10)', 'PG_SLEEP'],
    ['select * from t -- comment', '注释'],
    ['select * from t /* c */', '注释'],
    ['select * from t # c', '注释'],
    ["select 'unterminated from t", '未闭合'],
    ["select 'a\\' from t", '反斜杠'],
    ['select $$x$$', '${参数名}'],
    ['select * from t where a = ${1bad}', '${参数名}'],
  ])('refuses %j', (sql, message) => {
    expect(() => parseReportSql(sql)).toThrow(message);
  });

  it('keeps a placeholder inside a literal as text (never substituted, so never bound)', () => {
    expect(parseReportSql("select '${x}' as v").params).toEqual([]);
  });
});
