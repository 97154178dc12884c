import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ApiResult } from '@foodtrace/contracts';
import { FileUpload } from './file-upload';

const uploadFile = vi.fn<(o: { file: File; biz?: string; onProgress?: (p: number) => void }) => Promise<ApiResult<string | null>>>();
vi.mock('./upload-request', () => ({
  uploadFile: (o: { file: File; biz?: string; onProgress?: (p: number) => void }) => uploadFile(o),
  downloadStoredFile: vi.fn(),
}));

const answer = (success: boolean, message: string): ApiResult<string | null> => ({ success, message, code: success ? 200 : 500, result: null, timestamp: 0 });
const choose = (container: HTMLElement, name: string) => {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'application/pdf' })] } });
};

describe('FileUpload (spec §4 Upload)', () => {
  it('uploads into the given folder and emits the stored path once done', async () => {
    uploadFile.mockImplementationOnce(async ({ onProgress }) => {
      onProgress?.(50);
      return answer(true, 'file/20261105/abc.pdf');
    });
    const onChange = vi.fn();
    const { container } = render(<FileUpload biz="file" onChange={onChange} />);
    expect(screen.getByRole('button', { name: /点击上传/ })).toBeTruthy();
    choose(container, '检测报告.pdf');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('file/20261105/abc.pdf'));
    expect(uploadFile.mock.calls[0][0].biz).toBe('file');
    expect(screen.getByText('检测报告.pdf')).toBeTruthy();
  });

  it('keeps a refused file as an error with the server message and emits nothing', async () => {
    uploadFile.mockResolvedValueOnce(answer(false, '不支持上传 .exe 类型的文件'));
    const onChange = vi.fn();
    const { container } = render(<FileUpload value="file/a/old.pdf" onChange={onChange} />);
    choose(container, 'run.exe');
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-error')).toBeTruthy());
    expect(onChange).not.toHaveBeenCalled();
    const remove = (item: Element) => fireEvent.click(item.querySelector('.ant-upload-list-item-actions button, button.ant-upload-list-item-action')!);
    // Removing the saved file while the failed one is still listed emits nothing (not every file is done)…
    remove(container.querySelectorAll('.ant-upload-list-item')[0]);
    await waitFor(() => expect(screen.queryByText('old.pdf')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    // …removing the failed one leaves no file: delete clears the value.
    remove(container.querySelector('.ant-upload-list-item-error')!);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''));
  });

  it('keeps only the last file when maxCount is 1', async () => {
    uploadFile.mockResolvedValueOnce(answer(true, 'temp/b/new.pdf'));
    const onChange = vi.fn();
    const { container } = render(<FileUpload value="temp/a/old.pdf" maxCount={1} onChange={onChange} />);
    choose(container, 'new.pdf');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/b/new.pdf'));
    expect(screen.queryByText('old.pdf')).toBeNull();
  });
});
