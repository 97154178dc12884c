import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicFoodCode } from '@foodtrace/contracts';
import { Authenticity } from './authenticity';

const base: PublicFoodCode = {
  code: 'K7QF2M9XPA00', status: 'ACTIVE', message: '本次为第 1 次查询，首次查询时间：2026-11-26 10:00:00', scanNo: 1,
  lot: { lotNo: 'F20260301', productionDate: '2026-03-01', expiryDate: '2026-03-08' },
};

describe('the authenticity block', () => {
  it('shows a first scan of a fresh product as the green pass, with no alert', () => {
    const { container } = render(<Authenticity data={base} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('追溯码验证通过');
    expect(container.querySelector('.fc-verdict--ok')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the consumer not to eat a product past its 保质期至, and does not show it green', () => {
    const { container } = render(<Authenticity data={{ ...base, expired: true }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('该产品已超过保质期，请勿食用');
    expect(alert.textContent).toContain('保质期至：2026-03-08');
    expect(container.querySelector('.fc-verdict--ok')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('追溯码有效，但产品已过保质期');
  });

  it('shows a voided code as red as an unknown one, not a grey aside', () => {
    const message = '该追溯码已被企业作废，正品不应使用此码，请谨慎购买，并可通过下方留言反馈。';
    const { container } = render(<Authenticity data={{ code: base.code, status: 'VOID', message, scanNo: 1 }} />);
    expect(container.querySelector('.fc-verdict--bad')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('追溯码已作废');
    expect(screen.getByTestId('scan-message').textContent).toBe(message);
  });
});

describe('repeated scans', () => {
  it('says under the repeat warning where the first scan came from, when known', () => {
    const warning = '该追溯码已被查询过，如非您本人查询，请谨防假冒。';
    render(<Authenticity data={{ ...base, scanNo: 2, warning, firstScanRegion: '浙江省' }} />);
    expect(screen.getByRole('alert').textContent).toBe(`重复查询提醒${warning}首次查询地：浙江省`);
  });

  it('shows a second scan amber with the count and the repeat warning', () => {
    const warning = '该追溯码已被查询过，如非您本人查询，请谨防假冒。';
    const { container } = render(<Authenticity data={{ ...base, scanNo: 2, warning }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('追溯码有效，但已被查询 2 次');
    expect(container.querySelector('.fc-verdict--warn')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(`重复查询提醒${warning}`);
  });

  it('turns red from the 10th scan', () => {
    const { container } = render(<Authenticity data={{ ...base, scanNo: 12, warning: '该追溯码已被查询 12 次，查询次数异常…' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('警惕假冒：该追溯码已被查询 12 次');
    expect(container.querySelector('.fc-verdict--bad')).not.toBeNull();
    expect(container.querySelector('.fc-warning--strong')?.textContent).toContain('假冒风险提醒');
  });
});

describe('the recall banner', () => {
  it('says it once, with the public notice\'s reason, level, date and the producer\'s phone to tap', () => {
    const recall = { message: '该批次产品已召回，请立即停止食用，并联系购买商家或生产企业办理退货。', reason: '原料供应商通报致病菌超标', level: '一级召回', startDate: '2026-11-20', producerPhone: '0571-8888 6666' };
    const { container } = render(<Authenticity data={{ ...base, status: 'RECALLED', recall }} />);
    expect(container.textContent!.split('已召回').length - 1).toBe(2); // the verdict and the server's instruction, no third copy
    const banner = screen.getAllByRole('alert')[0];
    expect(banner.textContent).toContain('召回原因：原料供应商通报致病菌超标');
    expect(banner.textContent).toContain('召回级别：一级召回');
    expect(banner.textContent).toContain('召回日期：2026-11-20');
    expect(screen.getByRole('link', { name: '0571-8888 6666' }).getAttribute('href')).toBe('tel:057188886666');
    expect(container.querySelector('.fc-verdict--bad')).not.toBeNull();
  });

  it('leaves out what the notice does not have', () => {
    render(<Authenticity data={{ ...base, status: 'RECALLED', recall: { message: '该批次产品已召回' } }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('alert')[0].textContent).not.toContain('召回原因');
  });
});
