import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { ResourceDef } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { downloadStoredFile } from '@/components/upload/upload-request';
import { ResourceDetail, resourceDetailItems } from './resource-detail';

vi.mock('@/lib/http', () => ({ getAction: vi.fn(), HttpError: class extends Error {} }));

const render = (ui: ReactElement) => renderBare(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

vi.mock('@/components/upload/upload-request', () => ({
  downloadStoredFile: vi.fn(async () => undefined),
  displayUrl: vi.fn(async (path: string) => ({ url: `blob:private/${path}` })),
}));

const def = {
  key: 'inspection', title: '检验', basePath: '/x/inspection',
  fields: {
    lotId: { label: '批次', type: 'string', ref: { resource: 'lot', label: 'lotNo' } },
    reportFile: { label: '检验报告', type: 'string', format: 'filePath' },
    photo: { label: '照片', type: 'string', format: 'filePath' },
    note: { label: '备注', type: 'string' },
  },
} as unknown as ResourceDef;

describe('ResourceDetail', { timeout: 30_000 }, () => {
  it('shows a reference by its text and stored files as links that fetch them with the session', () => {
    render(<ResourceDetail resource={def} record={{ id: '1', lotId: '01a2b3', lotId_dictText: 'F20261029-02', reportFile: 'file/demo/QC-1.pdf,report/demo/QC-2.pdf', photo: 'file/demo/cow.jpg', note: null }} />);
    expect(screen.getByText('F20261029-02')).toBeTruthy();
    expect(screen.queryByText('01a2b3')).toBeNull();
    expect(screen.queryByText(/file\/demo/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'QC-1.pdf' }));
    expect(downloadStoredFile).toHaveBeenCalledWith('file/demo/QC-1.pdf', 'QC-1.pdf');
    expect(screen.getByRole('button', { name: 'QC-2.pdf' })).toBeTruthy();
  });

  it('shows every value of a multi-value dictionary field, where a list folds them after the first', () => {
    const product = { key: 'product', title: '产品', basePath: '/x/product', fields: { allergens: { label: '致敏物质', type: 'string', dict: 'ft_allergen', multiple: true } } } as unknown as ResourceDef;
    render(<ResourceDetail resource={product} record={{ id: '1', allergens: 'MILK,SOY', allergens_dictText: '乳及乳制品,大豆及其制品' }} />);
    expect(screen.getByText('乳及乳制品')).toBeTruthy();
    expect(screen.getByText('大豆及其制品')).toBeTruthy();
    expect(screen.queryByText('+1')).toBeNull();
  });

  it('gives a multi-value field a row of its own, where its tags wrap rather than run out of the dialog', () => {
    const check = { key: 'check', title: '自查', basePath: '/x/check', fields: { riskItems: { label: '检查项目', type: 'string', dict: 'ft_safety_risk_item', multiple: true } } } as unknown as ResourceDef;
    const items = resourceDetailItems(check, { id: '1', riskItems: 'A,B', riskItems_dictText: '原料进货查验与合格供方,生产环境、设备清洁消毒' });
    expect(items.find((i) => i.key === 'riskItems')?.wide).toBe(true);
    render(<ResourceDetail resource={check} record={{ id: '1', riskItems: 'A,B', riskItems_dictText: '原料进货查验与合格供方,生产环境、设备清洁消毒' }} />);
    expect((screen.getByText('原料进货查验与合格供方').closest('.ant-space') as HTMLElement).style.flexWrap).toBe('wrap');
  });

  it('keeps a date and time and a code on one line, however narrow its column, and lets a text wrap', () => {
    const intake = { key: 'intake', title: '入库', basePath: '/x/intake', fields: { receivedTime: { label: '收货时间', type: 'datetime' }, warehouse: { label: '入库仓库', type: 'string' }, lotNo: { label: '原料批号', type: 'string' } } } as unknown as ResourceDef;
    render(<ResourceDetail resource={intake} record={{ id: '1', receivedTime: '2026-12-07 05:36:11', warehouse: '原奶罐区', lotNo: 'R20261117-19', createTime: '2026-12-07 05:36:11' }} />);
    expect(screen.getAllByText('2026-12-07 05:36:11').map((e) => e.closest('.detail-list__nowrap') !== null)).toEqual([true, true]);
    // a lot number too: broken at its hyphen it reads as two values
    expect(screen.getByText('R20261117-19').closest('.detail-list__nowrap')).toBeTruthy();
    expect(screen.getByText('原奶罐区').closest('.detail-list__nowrap')).toBeNull();
  });

  it('shows a byte count as a size, and nothing for a size not known', () => {
    const file = { key: 'file', title: '文件', basePath: '/x/file', fields: { fileSize: { label: '大小', type: 'int', bytes: true }, other: { label: '另一个', type: 'int', bytes: true } } } as unknown as ResourceDef;
    render(<ResourceDetail resource={file} record={{ id: '1', fileSize: 7905, other: null }} />);
    expect(screen.getByText('7.7 KB')).toBeTruthy();
    expect(screen.queryByText('7905')).toBeNull();
    expect(screen.queryByText('未知')).toBeNull();
  });

  it('shows a place by its text, not by the division codes it was picked from, and a province by its name', () => {
    const place = {
      key: 'site', title: '地点', basePath: '/x/site',
      fields: {
        provinceCode: { label: '省份', type: 'string', format: 'province' },
        cityCode: { label: '城市', type: 'string', format: 'adminDivision' },
        districtCode: { label: '区县', type: 'string', format: 'adminDivision' },
        regionName: { label: '所在地区', type: 'string', area: { province: 'provinceCode', city: 'cityCode', district: 'districtCode' } },
        shippedTo: { label: '发往省份', type: 'string', format: 'province' },
      },
    } as unknown as ResourceDef;
    render(<ResourceDetail resource={place} record={{ id: '1', provinceCode: '320000', cityCode: '320100', districtCode: '320106', regionName: '江苏省/南京市/鼓楼区', shippedTo: '330000' }} />);
    expect(screen.getByText('江苏省/南京市/鼓楼区')).toBeTruthy();
    expect(screen.queryByText('320100')).toBeNull();
    expect(screen.queryByText('城市')).toBeNull();
    expect(screen.getByText('浙江省')).toBeTruthy();
    expect(screen.queryByText('330000')).toBeNull();
  });

  it('shows a stored picture as a thumbnail fetched through the session', async () => {
    render(<ResourceDetail resource={def} record={{ id: '1', lotId: null, reportFile: null, photo: 'file/demo/cow.jpg', note: null }} />);
    const img = await screen.findByRole('img', { name: 'cow.jpg' });
    expect(img.getAttribute('src')).toBe('blob:private/file/demo/cow.jpg');
  });

  it('names who wrote the row as the change history does, asking the people dictionary once, and its department by name', async () => {
    vi.mocked(getAction).mockResolvedValue({ success: true, result: ['郑海波'], message: '', code: 200, timestamp: 0 });
    render(<ResourceDetail resource={def} record={{
      id: '1', lotId: null, reportFile: null, photo: null, note: null,
      createBy: 'zhenghaibo', sysOrgCode: 'A01A03', sysOrgCode_dictText: '仓储物流部',
      updateBy: 'system', updateTime: '2026-11-26 09:00:00',
    }} />);
    expect(await screen.findByText('郑海波（zhenghaibo）')).toBeTruthy();
    expect(getAction).toHaveBeenCalledTimes(1);
    expect(getAction).toHaveBeenCalledWith('/sys/dict/loadDictItem/sys_user%2Crealname%2Cusername', { key: 'zhenghaibo' });
    expect(screen.getByText('所属部门')).toBeTruthy();
    expect(screen.getByText('仓储物流部')).toBeTruthy();
    expect(screen.queryByText('A01A03')).toBeNull();
    expect(screen.getByText('系统（system）')).toBeTruthy();
  });
});
