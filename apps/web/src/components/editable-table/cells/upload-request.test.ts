import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpError } from '@/lib/http';
import type { EditableColumn } from '../types';
import { defaultCellUploader } from './upload-request';

vi.mock('@/lib/http', () => ({
  http: { post: vi.fn() },
  HttpError: class HttpError extends Error {
    constructor(message: string, readonly status: number | null, readonly envelope: unknown) { super(message); }
  },
}));

const column: EditableColumn = { key: 'cert', title: '合格证明', type: 'file' };
const file = new File(['%PDF'], '合格证明.pdf', { type: 'application/pdf' });

afterEach(() => vi.clearAllMocks());

describe('built-in cell upload (spec §6, §7.3)', () => {
  it('posts file, biz and isup=1 to /sys/common/upload without the token unless the column asks, and reads the path from message', async () => {
    vi.mocked(http.post).mockResolvedValue({ data: { success: true, message: 'temp/合格证明_1.pdf' } });
    const progress = vi.fn();
    await expect(defaultCellUploader(file, column, progress)).resolves.toBe('temp/合格证明_1.pdf');
    const [url, form, config] = vi.mocked(http.post).mock.calls[0] as [string, FormData, Record<string, unknown> & { onUploadProgress(e: unknown): void }];
    expect(url).toBe('/sys/common/upload');
    expect(form.get('biz')).toBe('temp');
    expect(form.get('isup')).toBe('1');
    expect((form.get('file') as File).name).toBe('合格证明.pdf');
    expect(config).toMatchObject({ omitToken: true, skipErrorHandler: true, timeout: 300_000 });
    config.onUploadProgress({ loaded: 50, total: 100 });
    expect(progress).toHaveBeenCalledWith(50);
  });

  it('sends the token, another url and reads another answer field when the column says so', async () => {
    vi.mocked(http.post).mockResolvedValue({ data: { success: true, message: '', result: 'food/x.pdf' } });
    await defaultCellUploader(file, { ...column, token: true, action: '/foodtrace/file/upload', responseName: 'result', props: { biz: 'food' } }, vi.fn());
    const [url, form, config] = vi.mocked(http.post).mock.calls[0] as [string, FormData, Record<string, unknown>];
    expect(url).toBe('/foodtrace/file/upload');
    expect(form.get('biz')).toBe('food');
    expect(config.omitToken).toBe(false);
  });

  it('rejects with the server message, or 未知错误', async () => {
    vi.mocked(http.post).mockResolvedValue({ data: { success: false, message: '文件类型不允许' } });
    await expect(defaultCellUploader(file, column, vi.fn())).rejects.toThrow('文件类型不允许');
    vi.mocked(http.post).mockResolvedValue({ data: { success: false } });
    await expect(defaultCellUploader(file, column, vi.fn())).rejects.toThrow('未知错误');
    vi.mocked(http.post).mockRejectedValue(new HttpError('路径不存在', 404, { success: false, message: '路径不存在，请检查路径是否正确' }, null));
    await expect(defaultCellUploader(file, column, vi.fn())).rejects.toThrow('路径不存在，请检查路径是否正确');
  });
});
