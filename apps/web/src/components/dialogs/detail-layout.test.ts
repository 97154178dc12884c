import { describe, expect, it } from 'vitest';
import { detailColumns, detailText } from './detail-layout';

describe('detail layout', () => {
  it('puts at most 4 pairs on a row (spec §9) and no more than there are items', () => {
    expect(detailColumns(12)).toEqual({ xs: 1, sm: 2, md: 2, lg: 3, xl: 4, xxl: 4 });
    expect(detailColumns(3)).toEqual({ xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 3 });
    expect(detailColumns(1)).toEqual({ xs: 1, sm: 1, md: 1, lg: 1, xl: 1, xxl: 1 });
    expect(detailColumns(0).xl).toBe(1);
    expect(detailColumns(12, 9).xxl).toBe(9); // a caller may ask for fewer, the constant is the default
  });

  it('shows a dash for empty values and joins lists', () => {
    expect(detailText(null, '—')).toBe('—');
    expect(detailText('', '—')).toBe('—');
    expect(detailText(0, '—')).toBe('0');
    expect(detailText(['a', 'b'], '—')).toBe('a，b');
  });
});
