import { describe, expect, it } from 'vitest';
import { exportParams, importOutcome, isExcelFile } from './import-outcome';

const env = (over: object) => ({ success: true, message: '', code: 200, result: null, timestamp: 0, ...over });

describe('import outcome (spec §8)', () => {
  it('shows the message of a full success, or "{file} 文件上传成功"', () => {
    expect(importOutcome(env({ message: '文件导入成功！数据行数：3' }), ['a.xlsx'])).toEqual({ kind: 'success', message: '文件导入成功！数据行数：3' });
    expect(importOutcome(env({}), ['a.xlsx', 'b.xls'])).toEqual({ kind: 'success', message: 'a.xlsx、b.xls 文件上传成功' });
  });

  it('shows what the server says after the counts as a notice of its own', () => {
    const notice = '供应商「安吉青山生态牧场」的“生鲜乳”尚有 1 个批次在库：R1，请复核';
    expect(importOutcome(env({ message: `文件导入成功！数据行数：12。${notice}` }), ['a.xlsx'])).toEqual({ kind: 'success', message: '文件导入成功！数据行数：12', notice });
  });

  it('turns code 201 into a warning with the counts and the failure workbook', () => {
    const res = env({ code: 201, message: '文件导入成功，但有错误。', result: { msg: '总上传行数：2，已导入行数：1，错误行数：1', fileUrl: '/sys/common/static/excel/20261105/a.xlsx', fileName: '职务导入错误数据.xlsx', totalCount: 2, successCount: 1, errorCount: 1 } });
    expect(importOutcome(res, ['a.xlsx'])).toEqual({
      kind: 'partial', title: '文件导入成功，但有错误。', detail: '总上传行数：2，已导入行数：1，错误行数：1',
      fileUrl: '/sys/common/static/excel/20261105/a.xlsx', fileName: '职务导入错误数据.xlsx',
    });
  });

  it('shows the server message of a refusal, and 文件上传失败 without one', () => {
    expect(importOutcome(env({ success: false, code: 500, message: 'a.csv：只能导入 .xls 或 .xlsx 格式的 Excel 文件' }), ['a.csv']))
      .toEqual({ kind: 'failure', message: 'a.csv：只能导入 .xls 或 .xlsx 格式的 Excel 文件' });
    expect(importOutcome(null, ['a.xlsx'])).toEqual({ kind: 'failure', message: '文件上传失败' });
    expect(importOutcome(env({ success: false, message: '' }), ['a.xlsx'])).toEqual({ kind: 'failure', message: '文件上传失败' });
  });
});

describe('helpers', () => {
  it('accepts .xls and .xlsx only (spec §4 Other)', () => {
    expect(isExcelFile('职务.XLSX')).toBe(true);
    expect(isExcelFile('old.xls')).toBe(true);
    expect(isExcelFile('a.csv')).toBe(false);
    expect(isExcelFile('a.xlsx.exe')).toBe(false);
  });

  it('sends the list params without paging, plus selections', () => {
    expect(exportParams({ pageNo: 2, pageSize: 10, column: 'createTime', order: 'desc', name: '*甲*' }, ['a', 'b']))
      .toEqual({ column: 'createTime', order: 'desc', name: '*甲*', selections: 'a,b' });
    expect(exportParams({ pageNo: 1, code: 'x' }, [])).toEqual({ code: 'x' });
  });
});
