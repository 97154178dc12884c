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
});
