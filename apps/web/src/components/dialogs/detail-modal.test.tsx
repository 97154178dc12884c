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
});
