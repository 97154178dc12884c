import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImportExcelModal } from './import-excel-modal';

const postImport = vi.fn();
vi.mock('./excel-api', () => ({ postImport: (...a: unknown[]) => postImport(...a) }));
const warning = vi.fn();
const success = vi.fn();
const modalWarning = vi.fn();
vi.mock('@/lib/feedback', () => ({ feedback: { message: { warning: (m: string) => warning(m), success: (m: string) => success(m) }, modal: { warning: (c: unknown) => modalWarning(c) } } }));

const choose = (name: string) => {
  const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
};
const startButton = () => screen.getByRole('button', { name: /开始上传|上传中/ }) as HTMLButtonElement;

describe('ImportExcelModal (spec §2.7, §4 Other, §8)', () => {
  it('is 导入EXCEL; 开始上传 is disabled until an .xls/.xlsx is chosen; other types are refused', async () => {
    render(<ImportExcelModal open url="/sys/position/importExcel" onClose={() => undefined} />);
    expect(screen.getByText('导入EXCEL')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    choose('data.csv');
    await waitFor(() => expect(warning).toHaveBeenCalledWith('只能导入 .xls 或 .xlsx 格式的文件'));
    expect(startButton().disabled).toBe(true);
    choose('职务.xlsx');
    await waitFor(() => expect(startButton().disabled).toBe(false));
  });

  it('posts the files with isSingleTableImport and foreignKeys; 201 closes with the failure-file warning', async () => {
    postImport.mockResolvedValueOnce({ success: true, code: 201, message: '文件导入成功，但有错误。', timestamp: 0,
      result: { msg: '总上传行数：2，已导入行数：1，错误行数：1', fileUrl: '/sys/common/static/excel/x.xlsx', fileName: '错误.xlsx', totalCount: 2, successCount: 1, errorCount: 1 } });
    const onClose = vi.fn();
    const onImported = vi.fn();
    render(<ImportExcelModal open url="/x/importExcel" isSingleTableImport="true" foreignKeys={{ rank: '5' }} onClose={onClose} onImported={onImported} />);
    choose('a.xlsx');
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    await waitFor(() => expect(modalWarning).toHaveBeenCalled());
    const [url, files, fields] = postImport.mock.calls[0] as [string, File[], Record<string, unknown>];
    expect(url).toBe('/x/importExcel');
    expect(files.map((f) => f.name)).toEqual(['a.xlsx']);
    expect(fields).toEqual({ isSingleTableImport: 'true', foreignKeys: { rank: '5' } });
    expect((modalWarning.mock.calls[0][0] as { title: string }).title).toBe('文件导入成功，但有错误。');
    expect(onClose).toHaveBeenCalled();
    expect(onImported).toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message when the import is refused', async () => {
    postImport.mockResolvedValueOnce({ success: false, code: 500, message: 'a.xlsx：未识别到表头', result: null, timestamp: 0 });
    const onClose = vi.fn();
    render(<ImportExcelModal open url="/x/importExcel" onClose={onClose} />);
    choose('a.xlsx');
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    await waitFor(() => expect(warning).toHaveBeenCalledWith('a.xlsx：未识别到表头'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
