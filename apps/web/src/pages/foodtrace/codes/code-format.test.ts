import { describe, expect, it } from 'vitest';
import { groupCode, labelPages, publicBaseOf, qrContent } from './code-format';

describe('code labels', () => {
  it('groups a code by four', () => {
    expect(groupCode('K7QF2M9XPA00')).toBe('K7QF 2M9X PA00');
  });

  it('reads the public base back from the server URL', () => {
    expect(publicBaseOf('https://trace.example.cn/foodcode?code=K7QF2M9XPA00')).toBe('https://trace.example.cn');
    expect(publicBaseOf('http://127.0.0.1:8195/foodcode?code=X')).toBe('http://127.0.0.1:8195');
  });

  it('encodes the trace URL, or the GS1 Digital Link for a serialised batch', () => {
    expect(qrContent('K7QF2M9XPA00', { base: 'https://t.cn' })).toBe('https://t.cn/foodcode?code=K7QF2M9XPA00');
    expect(qrContent('K7QF2M9XPA00', { base: 'https://t.cn', serial: { gtin: '06901234000023', lotNo: 'F1' } }))
      .toBe('https://t.cn/01/06901234000023/10/F1/21/K7QF2M9XPA00');
  });

  it('splits a large batch into printable pages', () => {
    expect(labelPages(2500, 1000)).toEqual([{ pageNo: 1, from: 1, to: 1000 }, { pageNo: 2, from: 1001, to: 2000 }, { pageNo: 3, from: 2001, to: 2500 }]);
    expect(labelPages(0, 1000)).toEqual([]);
  });
});
