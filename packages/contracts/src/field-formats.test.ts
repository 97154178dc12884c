import { describe, expect, it } from 'vitest';
import { fieldSchema, type FieldFormat } from './resource.ts';

const check = (format: FieldFormat, value: string) => fieldSchema({ label: '字段', type: 'string', format }).safeParse(value).success;

describe('field formats', () => {
  it('takes province-level codes and division codes of GB/T 2260', () => {
    expect(check('province', '330000')).toBe(true);
    expect(check('province', '330100')).toBe(false);
    expect(check('province', '990000')).toBe(false);
    expect(check('adminDivision', '330106')).toBe(true);
    expect(check('adminDivision', '33010')).toBe(false);
  });

  it('lets only http(s) links through to public pages', () => {
    expect(check('httpUrl', 'https://example.com/a?b=1')).toBe(true);
    expect(check('httpUrl', 'javascript:alert(1)')).toBe(false);
    expect(check('httpUrl', 'data:text/html,x')).toBe(false);
    expect(check('httpUrl', 'https://e.com/"onload')).toBe(false);
  });

  it('keeps stored file paths relative to the upload root', () => {
    expect(check('filePath', 'reports/2026/qc-1.pdf')).toBe(true);
    expect(check('filePath', 'a.pdf,b/c.png')).toBe(true);
    expect(check('filePath', '/etc/passwd')).toBe(false);
    expect(check('filePath', 'reports/../../secret')).toBe(false);
    expect(check('filePath', 'https://evil.example/x.png')).toBe(false);
    expect(check('filePath', 'C:\\windows')).toBe(false);
  });

  it('takes only dates and times that exist', () => {
    const parse = (type: 'date' | 'datetime', value: string) => fieldSchema({ label: '生产日期', type }).safeParse(value);
    expect(parse('date', '2028-02-29').success).toBe(true);
    expect(parse('datetime', '2026-11-22 23:59:59').success).toBe(true);
    expect(parse('date', '2026-02-29').error?.issues[0].message).toBe('生产日期不是有效的日期');
    expect(parse('date', '2026/02/16').error?.issues[0].message).toBe('生产日期的格式应为 YYYY-MM-DD');
    expect(parse('datetime', '2026-04-31 10:00:00').error?.issues[0].message).toBe('生产日期不是有效的时间');
    expect(parse('datetime', '2026-11-22 24:00:00').success).toBe(false);
  });
});

