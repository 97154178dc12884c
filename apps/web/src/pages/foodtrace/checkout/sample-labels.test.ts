import { describe, expect, it } from 'vitest';
import type { ResourceRow } from '@/crud';
import { sampleLabels } from './sample-labels';

describe('sampleLabels', () => {
  it('says what a ticked sample is, when it was taken, until when and where it is kept, from the sample and its lot', () => {
    const rows = [
      { id: 'k1', checkoutNo: 'QC20261109-052', lotId: 'l1', lotId_dictText: 'F20261108-03', sampleQty: 12, sampleLocation: '成品留样室 冷藏柜 Y-13', sampleUntil: '2026-11-29', inspectedTime: '2026-11-09 18:00:00', inspector: '周明' },
      { id: 'k2', checkoutNo: 'QC1', lotId: 'gone', lotId_dictText: 'F1', sampleQty: 2, sampleLocation: null, sampleUntil: null, inspectedTime: null, inspector: null },
    ] as unknown as ResourceRow[];
    const lots = [{ id: 'l1', lotNo: 'F20261108-03', productId_dictText: '鲜源原味风味发酵乳 200g', producedTime: '2026-11-08 10:30:00', unit_dictText: '瓶' }] as unknown as ResourceRow[];
    expect(sampleLabels(rows, lots)).toEqual([
      { id: 'k1', productName: '鲜源原味风味发酵乳 200g', lotNo: 'F20261108-03', producedOn: '2026-11-08', quantity: '12 瓶', takenOn: '2026-11-09', until: '2026-11-29', location: '成品留样室 冷藏柜 Y-13', takenBy: '周明' },
      // a lot the user may not read: the sample's own facts, nothing made up
      { id: 'k2', productName: '', lotNo: 'F1', producedOn: '', quantity: '2', takenOn: '', until: '', location: '', takenBy: '' },
    ]);
  });
});
