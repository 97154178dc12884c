import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicFoodCode } from '@foodtrace/contracts';
import { ANSWER_MAX_AGE_MS, forgetAnswer, rememberAnswer, rememberedAnswer } from './answer-memory';
import { FoodcodePage } from './foodcode-page';

const CODE = 'K7QF2M9XPA00';
let scans: Record<string, number>;
const fetchMock = vi.fn(async (url: string) => {
  const code = new URL(url, 'http://x').searchParams.get('code')!.toUpperCase().replace(/\s/g, '');
  const n = (scans[code] = (scans[code] ?? 0) + 1);
  const result: PublicFoodCode = { code, status: 'ACTIVE', message: `本次为第 ${n} 次查询，首次查询时间：2026-11-26 10:00:00`, scanNo: n };
  return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), { status: 200 });
});

const open = async (search: string) => {
  window.history.replaceState(null, '', `/foodcode${search}`);
  const view = render(<FoodcodePage />);
  const text = (await screen.findByTestId('scan-message')).textContent;
  view.unmount();
  return text;
};

describe('the trace page in one browser tab', () => {
  beforeEach(() => {
    scans = {};
    sessionStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); });

  it('re-shows the answer on reload or Back instead of counting the consumer\'s own visit again', async () => {
    expect(await open(`?code=${CODE}`)).toContain('本次为第 1 次查询');
    expect(await open(`?code=${CODE}`)).toContain('本次为第 1 次查询');
    // the same code as the label prints it is the same code
    expect(await open('?code=k7qf%202m9x%20pa00')).toContain('本次为第 1 次查询');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('looks up another code, and the same one again after the memory\'s age or a deliberate 查询', async () => {
    await open(`?code=${CODE}`);
    expect(await open('?code=ZZZZZZZZZZZZ')).toContain('本次为第 1 次查询');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    forgetAnswer(CODE);
    expect(await open(`?code=${CODE}`)).toContain('本次为第 2 次查询');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ANSWER_MAX_AGE_MS + 1000);
    expect(await open(`?code=${CODE}`)).toContain('本次为第 3 次查询');
  });
});

describe('the page once the product is known', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('titles the document with the product, and gives each ad image its title as alt text', async () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', `/foodcode?code=${CODE}`);
    const result = {
      code: CODE, status: 'ACTIVE', message: '本次为第 1 次查询', scanNo: 1,
      product: { name: '青山鲜牛奶', brand: null, spec: null, image: null, productType: null, gtin: null, shelfLifeDays: null, storageCondition: null, execStandard: null, licenseNo: null, ingredients: '生牛乳', allergens: '乳及乳制品' },
      ads: [{ id: 'a1', title: '新品尝鲜季', image: 'ad/a1.png', linkUrl: null }],
    };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }))));
    render(<FoodcodePage />);
    expect((await screen.findByRole('img', { name: '新品尝鲜季' })).getAttribute('src')).toContain('ad/a1.png');
    // the label's allergen declaration, worded as a label words it (GB 7718—2025)
    expect(screen.getByText('致敏物质').nextElementSibling?.textContent).toBe('含有乳及乳制品');
    // set by an effect after the render: on a loaded machine it may land after the image does (it once failed in CI)
    await waitFor(() => expect(document.title).toBe('青山鲜牛奶 - 产品追溯查询'));
  });
});

describe('a report from an unknown code\'s page', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('sends the code that was looked up (the server refuses a suggestion without one)', async () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/foodcode?code=ZZZZZZZZZZZZ');
    const unknown = { code: 'ZZZZZZZZZZZZ', status: 'UNKNOWN', message: '未查询到该追溯码' };
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.body) sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ success: true, message: '感谢您的反馈，我们会尽快处理', code: 200, result: init?.body ? null : unknown, timestamp: 0 }));
    }));
    render(<FoodcodePage />);
    fireEvent.change(await screen.findByLabelText('反馈内容'), { target: { value: '包装上的追溯码查不到，怀疑假冒。' } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    await screen.findByText('感谢您的反馈，我们会尽快处理');
    expect(sent).toEqual([{ code: 'ZZZZZZZZZZZZ', content: '包装上的追溯码查不到，怀疑假冒。', contact: null }]);
  });
});

describe('a lookup that fails', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('tells a server error from a failed network, and remembers neither', async () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', `/foodcode?code=${CODE}`);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    render(<FoodcodePage />);
    expect(await screen.findByText('服务暂时不可用，请稍后重试')).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    render(<FoodcodePage />);
    expect(await screen.findByText('网络不稳定，查询失败，请稍后重试')).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the answer memory', () => {
  it('keeps answers for 30 minutes and drops stale ones when it stores', () => {
    sessionStorage.clear();
    const data: PublicFoodCode = { code: CODE, status: 'ACTIVE', message: 'x' };
    rememberAnswer(CODE, data, 1_000);
    expect(rememberedAnswer(CODE, 1_000 + ANSWER_MAX_AGE_MS - 1)).toEqual(data);
    expect(rememberedAnswer(CODE, 1_000 + ANSWER_MAX_AGE_MS)).toBeNull();
    rememberAnswer('ZZZZZZZZZZZZ', data, 1_000 + ANSWER_MAX_AGE_MS);
    expect(sessionStorage.length).toBe(1);
    sessionStorage.setItem('fc:answer:BROKEN', '{not json');
    expect(rememberedAnswer('BROKEN')).toBeNull();
  });
});
