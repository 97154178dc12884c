import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TransitTemperature } from '@foodtrace/contracts';
import { TransitReview } from './transit-review';

vi.mock('@/lib/permissions', () => ({ Has: ({ children }: { children: unknown }) => children, usePermission: () => 'show' }));
vi.mock('../common/foodtrace-api', () => ({ foodtraceApi: {} }));

const review = { resolution: 'RECALL', resolutionText: '启动召回', note: '冷藏车制冷故障 3 小时', by: '王质检', time: '2026-12-01 10:00:00' };
const trip = { kind: 'SHIPMENT', review: null, lot: null, recall: null } as unknown as TransitTemperature;
const show = (t: Partial<TransitTemperature>) => {
  const { container } = render(<MemoryRouter><TransitReview kind="SHIPMENT" id="S1" transit={{ ...trip, ...t }} onSaved={() => {}} /></MemoryRouter>);
  return container.querySelector('[data-testid="transit-review"]')!;
};

describe('TransitReview', () => {
  it('asks for a 评估结论 while none is on record', () => {
    expect(show({}).className).toContain('ant-alert-error');
    expect(screen.getByText('登记评估')).toBeTruthy();
  });

  it('reads as settled once the decision needs nothing more', () => {
    const alert = show({ review: { ...review, resolution: 'ACCEPTABLE', resolutionText: '评估可接受（不影响安全与品质）' } });
    expect(alert.className).toContain('ant-alert-success');
    expect(alert.textContent).toContain('冷藏车制冷故障 3 小时（王质检，2026-12-01 10:00:00）');
  });

  it('offers 发起召回 for each lot a decision to recall has not reached yet', () => {
    const alert = show({ review, recall: { lots: [{ id: 'L1', lotNo: 'F20261130-02' }], reason: '在途超温', learnedTime: review.time } });
    expect(alert.className).toContain('ant-alert-warning');
    expect(screen.getByText('发起召回 F20261130-02')).toBeTruthy();
  });

  it('says a recall carried out is carried out, and never as good news: a recall is no all-clear', () => {
    const alert = show({ review, recall: { lots: [], reason: '在途超温', learnedTime: review.time } });
    expect(alert.textContent).toContain('所载批次均已召回');
    expect(alert.className).toContain('ant-alert-warning');
    expect(screen.queryByText(/发起召回/)).toBeNull();
  });
});
