import { describe, expect, it } from 'vitest';
import { appendPath, ellipsis, fileNameOf, responsePath, uploadErrorMessage, uploadLimit, uploadPaths, uploadTooltip } from './upload-value';

describe('upload cell values (spec §3, §4 Upload, §8)', () => {
  it('reads the comma-separated paths; the first is the one shown', () => {
    expect(uploadPaths('temp/a.pdf, temp/b.pdf,')).toEqual(['temp/a.pdf', 'temp/b.pdf']);
    expect(uploadPaths(null)).toEqual([]);
  });

  it('keeps only the last N paths', () => {
    expect(appendPath('', 'a', 1)).toBe('a');
    expect(appendPath('a', 'b', 1)).toBe('b');
    expect(appendPath('a,b', 'c', 2)).toBe('b,c');
    expect(appendPath('a', 'b', 3)).toBe('a,b');
  });

  it('takes the limit from fieldExtendJson.uploadnum, as object or JSON text', () => {
    const c = { key: 'f', title: '附件', type: 'file' as const };
    expect(uploadLimit(c)).toBe(1);
    expect(uploadLimit({ ...c, fieldExtendJson: { uploadnum: 3 } })).toBe(3);
    expect(uploadLimit({ ...c, fieldExtendJson: '{"uploadnum":2}' })).toBe(2);
    expect(uploadLimit({ ...c, fieldExtendJson: 'not json' })).toBe(1);
  });

  it('names the three states in the tooltip', () => {
    expect(uploadTooltip({ status: 'uploading', percent: 41.6, name: 'a' })).toBe('上传中(42%)');
    expect(uploadTooltip({ status: 'done', percent: 100, name: 'a' })).toBe('上传完成');
    expect(uploadTooltip({ status: 'error', percent: 0, name: 'a' })).toBe('上传失败');
    expect(uploadTooltip(undefined)).toBeNull();
  });

  it('reads the path from the answer field named by responseName (default message), the error with 未知错误 as default', () => {
    expect(responsePath({ success: true, message: 'temp/a.png' })).toBe('temp/a.png');
    expect(responsePath({ success: true, result: 'temp/a.png', message: '' }, 'result')).toBe('temp/a.png');
    expect(responsePath(null)).toBeUndefined();
    expect(uploadErrorMessage({ message: '文件过大' })).toBe('文件过大');
    expect(uploadErrorMessage({})).toBe('未知错误');
  });

  it('cuts names: weighted for the ellipsis widget, by characters for file names', () => {
    expect(ellipsis('河南丰禾面业有限公司', 12)).toBe('河南丰禾面业…');
    expect(ellipsis('short', 12)).toBe('short');
    expect(ellipsis('合格证明.pdf', 5, false)).toBe('合格证明.…');
    expect(fileNameOf('temp/2026/合格证明.pdf')).toBe('合格证明.pdf');
  });
});
