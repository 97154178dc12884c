import { describe, expect, it } from 'vitest';
import { clientOf } from './user-agent.ts';

describe('clientOf', () => {
  it('names the app or browser with its major version, and the system', () => {
    expect(clientOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 · Windows');
    expect(clientOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70')).toBe('Edge 131 · Windows');
    expect(clientOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15')).toBe('Safari 17 · macOS');
    expect(clientOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox 128 · Linux');
    expect(clientOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 · Linux');
    expect(clientOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toBe('Safari 17 · iOS 17');
  });

  it('names the app a page was opened in, before its engine', () => {
    expect(clientOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) MicroMessenger/8.0')).toBe('微信 · iOS 17');
    expect(clientOf('Mozilla/5.0 (Linux; Android 14) AlipayClient/10.5')).toBe('支付宝 · Android 14');
    expect(clientOf('Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 Chrome/114.0.0.0 Mobile Safari/537.36')).toBe('Chrome 114 · 鸿蒙');
  });

  it('says 未知 for nothing or a header it cannot read', () => {
    expect(clientOf(null)).toBe('未知');
    expect(clientOf('  ')).toBe('未知');
    expect(clientOf('curl/8.5.0')).toBe('未知');
  });
});
