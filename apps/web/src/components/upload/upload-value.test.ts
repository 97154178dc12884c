import { describe, expect, it } from 'vitest';
import {
  combinedValue, errorMessageOf, isImageFile, isPublicPath, itemsFromValue, keepLast, moveItem, nameOfPath, pathOfItem,
  pathsOf, statusText, storedFiles, type UploadItem,
} from './upload-value';

const done = (path: string, uid = path): UploadItem => ({ uid, name: nameOfPath(path), status: 'done', response: { success: true, message: path } });

describe('upload values (spec §3 Uploaded file value)', () => {
  it('reads a comma-separated value into history items in order', () => {
    expect(pathsOf(' temp/a.png, ,food/b.jpg,')).toEqual(['temp/a.png', 'food/b.jpg']);
    const items = itemsFromValue('temp/20261105/a.png,food/b.jpg');
    expect(items.map((i) => [i.name, i.status, pathOfItem(i)])).toEqual([['a.png', 'done', 'temp/20261105/a.png'], ['b.jpg', 'done', 'food/b.jpg']]);
    expect(items[0].response).toMatchObject({ status: 'history' });
    expect(itemsFromValue(undefined)).toEqual([]);
  });

  it('emits the combined value only when every file is done (spec §4)', () => {
    expect(combinedValue([done('a/1.png'), done('a/2.png')])).toBe('a/1.png,a/2.png');
    expect(combinedValue([done('a/1.png'), { uid: 'u', name: 'x', status: 'uploading', percent: 40 }])).toBeUndefined();
    expect(combinedValue([done('a/1.png'), { uid: 'e', name: 'x', status: 'error', response: '文件太大' }])).toBeUndefined();
    expect(combinedValue([{ uid: 'f', name: 'x', status: 'done', response: { success: false, message: '失败' } }])).toBeUndefined();
    // Delete clears the value.
    expect(combinedValue([])).toBe('');
  });

  it('shows the response message on failure, default 未知错误', () => {
    expect(errorMessageOf({ success: false, message: '不支持上传 .exe 类型的文件' })).toBe('不支持上传 .exe 类型的文件');
    expect(errorMessageOf('文件大小超出10MB限制')).toBe('文件大小超出10MB限制');
    expect(errorMessageOf({ success: false, message: '' })).toBe('未知错误');
    expect(errorMessageOf(null)).toBe('未知错误');
  });

  it('keeps the last N files when N > 0, all when 0', () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1, 2, 3], 0)).toEqual([1, 2, 3]);
    expect(keepLast([1], 3)).toEqual([1]);
  });

  it('moves an image one place, warning at either end (spec §5)', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'left')).toEqual({ items: ['b', 'a', 'c'] });
    expect(moveItem(['a', 'b', 'c'], 1, 'right')).toEqual({ items: ['a', 'c', 'b'] });
    expect(moveItem(['a', 'b', 'c'], 0, 'left')).toEqual({ warning: '未知操作' });
    expect(moveItem(['a', 'b', 'c'], 2, 'right')).toEqual({ warning: '已经是最后一张了' });
    expect(moveItem(['a'], -1, 'right')).toEqual({ warning: '未知操作' });
  });

  it('accepts only raster images in image uploaders, never SVG', () => {
    expect(isImageFile({ name: 'a.PNG', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'a.jpeg', type: '' })).toBe(true);
    expect(isImageFile({ name: 'a.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isImageFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'a.png', type: 'text/html' })).toBe(false);
  });

  it('knows which stored paths a plain <img> may load', () => {
    expect(isPublicPath('food/20261105/a.png')).toBe(true);
    expect(isPublicPath('/editor/x.png')).toBe(true);
    expect(isPublicPath('temp/20261105/a.png')).toBe(false);
    expect(isPublicPath('https://cdn.example/a.png')).toBe(true);
  });

  it('gives the object form and the cell tooltips', () => {
    expect(storedFiles([{ ...done('file/a.pdf'), size: 12 }])).toEqual([{ fileName: 'a.pdf', filePath: 'file/a.pdf', fileSize: 12 }]);
    expect(statusText({ status: 'uploading', percent: 42.4 })).toBe('上传中(42%)');
    expect(statusText({ status: 'error' })).toBe('上传失败');
    expect(statusText({ status: 'done' })).toBe('上传完成');
  });
});
