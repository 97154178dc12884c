import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DetailList } from './detail-list';
import { DetailModal } from './detail-modal';

const WAIT = { timeout: 30_000 };

describe('DetailModal', { timeout: 60_000 }, () => {
  it('is titled 详细信息, shows the pairs, toggles full screen and closes with 关闭', async () => {
    const onClose = vi.fn();
    render(
      <DetailModal open onClose={onClose}>
        <DetailList items={[{ key: 'a', label: '批次号', children: 'LOT-1' }, { key: 'b', label: '备注', children: '长文本', wide: true }]} />
      </DetailModal>,
    );
    expect(await screen.findByText('详细信息', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('LOT-1')).toBeTruthy();
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    expect(dialog.style.width).toBe('1200px');
    fireEvent.click(screen.getByLabelText('全屏'));
    expect(screen.getByLabelText('退出全屏').getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('100%');
    fireEvent.click(screen.getByText(/^关\s*闭$/).closest('button')!);
    expect(onClose).toHaveBeenCalled();
  });

  it('a wide pair starts a row of its own and keeps its line breaks', async () => {
    render(
      <DetailList items={[
        { key: 'a', label: '标题', children: 'A' }, { key: 'b', label: '方式', children: 'B' },
        { key: 'c', label: '内容', children: '第一行\n第二行', wide: true }, { key: 'd', label: '备注', children: 'D' },
      ]} />,
    );
    const rows = [...document.querySelectorAll('.ant-descriptions-row')].map((r) => r.textContent);
    expect(rows).toEqual(['标题A方式B', '内容第一行\n第二行', '备注D']);
    expect(screen.getByText(/第一行/).closest('.detail-list__wide')).toBeTruthy();
  });
});
