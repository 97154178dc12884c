import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRateLimits, limitKey, windowCounter, type SharedCounts } from './rate-limit.ts';

describe('rate limit', () => {
  it('counts IPv4 addresses singly and IPv6 addresses by their /64', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(limitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('allows max calls per window and starts again in the next window', () => {
    let now = 1_000;
    const c = windowCounter({ max: 2, timeWindow: 60_000 }, () => now);
    expect([c.hit('a'), c.hit('a'), c.hit('a'), c.hit('b')]).toEqual([true, true, false, true]);
    now += 30_000;
    expect(c.hit('a')).toBe(false);
    expect(c.secondsLeft()).toBe(30);
    now += 30_000;
    expect(c.hit('a')).toBe(true);
  });

  it('counts in its own memory while the shared counts cannot be reached, rather than not at all', async () => {
    let asked = 0;
    const unreachable: SharedCounts = { hit: async () => { asked++; throw new Error('Connection is closed.'); } };
    const app = Fastify({ logger: false });
    installRateLimits(app, unreachable);
    app.get('/scan', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => 'ok');
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await app.inject({ method: 'GET', url: '/scan' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect(asked).toBe(3);
    await app.close();
  });
});
