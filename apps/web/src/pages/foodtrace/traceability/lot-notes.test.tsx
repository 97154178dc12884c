import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LotNotes, lotNotes } from './lot-notes';

const permission = vi.hoisted(() => ({ decision: 'show' as 'show' | 'hidden' }));
vi.mock('@/lib/permissions', () => ({ usePermission: () => permission.decision }));
const lotDetail = vi.hoisted(() => vi.fn());
vi.mock('../common/foodtrace-api', () => ({ foodtraceApi: { lotDetail } }));

const none = { ccpDeviations: [], ccpPending: false, formulaDeviation: null, qualityHold: null, intakeTemperature: null, intakeTransit: null, intakeTransitHold: null, supplierReview: null, supplierSuspended: null };
const suspended = '原料批次 R20261129-01 于 2026-11-29 收货后，供应商「安吉青山生态牧场」的“生鲜乳”供货资格自 2026-11-30 起为“暂停供货”';

describe('lotNotes', () => {
  it('says what the lot\'s record tells, in the order of the chain, and nothing of a clean lot', () => {
    expect(lotNotes(none)).toEqual([]);
    expect(lotNotes({ ...none, ccpDeviations: ['巴氏杀菌：杀菌温度 70.5 低于下限 72'], ccpPending: true, supplierSuspended: suspended }))
      .toEqual(['加工时关键控制点偏差（尚待纠偏）：巴氏杀菌：杀菌温度 70.5 低于下限 72', suspended]);
    // a hold in force first: it is why the lot may not go on now
    const held = '质量暂扣中：消费者反映胀杯（消费者投诉，2026-12-01 起）';
    expect(lotNotes({ ...none, qualityHold: held, ccpDeviations: ['巴氏杀菌：杀菌温度 70.5 低于下限 72'], supplierSuspended: suspended }))
      .toEqual([held, '加工时关键控制点偏差：巴氏杀菌：杀菌温度 70.5 低于下限 72', suspended]);
    expect(lotNotes({ ...none, ccpDeviations: ['均质：压力 12 低于下限 15', '杀菌：时间 200 低于下限 300'] }))
      .toEqual(['加工时关键控制点偏差：均质：压力 12 低于下限 15；杀菌：时间 200 低于下限 300']);
  });
});

describe('LotNotes', () => {
  const show = () => render(<QueryClientProvider client={new QueryClient()}><LotNotes lotId="L1" /></QueryClientProvider>);

  it('shows the notes of a lot the user may open', async () => {
    permission.decision = 'show';
    lotDetail.mockResolvedValue({ success: true, result: { ...none, supplierSuspended: suspended } });
    show();
    expect(await screen.findByText(suspended)).toBeTruthy();
    expect(lotDetail).toHaveBeenCalledWith('L1');
  });

  it('asks nothing without 批次查看', () => {
    permission.decision = 'hidden';
    lotDetail.mockClear();
    const { container } = show();
    expect(lotDetail).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });
});
