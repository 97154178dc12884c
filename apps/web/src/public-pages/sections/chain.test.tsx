import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicFoodCode } from '@foodtrace/contracts';
import { MaterialsSection, StepsSection } from './chain';
import { ProductSection } from './product';

const data: PublicFoodCode = {
  code: 'K7QF2M9XPA00', status: 'ACTIVE', message: '',
  product: { name: '鲜牛奶', brand: null, spec: null, image: null, productType: null, gtin: null, shelfLifeDays: null, storageCondition: null, execStandard: null, licenseNo: null, ingredients: null, allergens: null },
  producer: { name: '青山乳业', licenseNo: null, region: '浙江省/杭州市/余杭区' },
  materials: [{ name: '生鲜乳', origin: '青山牧场', region: '上海市/上海市/浦东新区', supplier: null, intakeDate: null }],
  steps: [{ name: '巴氏杀菌', time: '2026-11-04 08:00:00', isCcp: true, result: '正常', deviation: false, corrected: false, params: [] }],
};

describe('the chain as a consumer reads it', () => {
  it('writes regions as Chinese does, without slashes, and step times to the minute', () => {
    render(<><ProductSection data={data} /><MaterialsSection data={data} /><StepsSection data={data} /></>);
    expect(screen.getByText('浙江省杭州市余杭区')).toBeTruthy();
    expect(screen.getByText('产地：青山牧场，上海市浦东新区')).toBeTruthy();
    expect(screen.getByText('2026-11-04 08:00')).toBeTruthy();
    expect(document.body.textContent).not.toContain('/');
  });

  it('names the product in a heading', () => {
    render(<ProductSection data={data} />);
    expect(screen.getByRole('heading', { name: '鲜牛奶' }).tagName).toBe('H3');
  });

  it('says a step that missed its limit was corrected, and how the product was released', () => {
    const step = { name: '巴氏杀菌', time: '2026-11-04 08:00:00', isCcp: true, result: '偏差', deviation: true, params: [{ name: '杀菌温度', value: '70.5', unit: '℃' }] };
    const { unmount } = render(<StepsSection data={{ ...data, steps: [{ ...step, corrected: true }] }} />);
    expect(screen.getByText('偏差，已纠偏').className).toContain('fc-steps__result--deviation');
    expect(screen.getByText('该工序曾偏离控制限值，已采取纠偏措施，产品经检验合格后放行')).toBeTruthy();
    unmount();
    render(<StepsSection data={{ ...data, steps: [{ ...step, corrected: false }] }} />);
    expect(screen.getByText('偏差')).toBeTruthy();
    expect(document.body.textContent).not.toContain('已纠偏');
  });
});
