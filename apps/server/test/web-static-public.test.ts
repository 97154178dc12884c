import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWebStatic, isDigitalLinkPath, isPublicPagePath } from '../src/platform/web-static.ts';

/**
 * /foodcode and /AdDetail (spec §2.1, public) are answered with the consumers' own entry (foodcode.html), so
 * a phone never downloads the admin app; everything else keeps the admin shell. No database involved.
 */
describe('public consumer pages are served from their own entry', () => {
  let app: FastifyInstance;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-web-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>admin</title>');
    fs.writeFileSync(path.join(dist, 'foodcode.html'), '<!doctype html><title>产品追溯查询</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    app = Fastify();
    await installWebStatic(app, dist, '/api');
    await app.ready();
  });
  afterAll(async () => { await app.close(); fs.rmSync(dist, { recursive: true, force: true }); });

  it('recognises the two public paths, with or without a query or trailing slash', () => {
    expect(isPublicPagePath('/foodcode?code=K7QF2M9XPA00')).toBe(true);
    expect(isPublicPagePath('/AdDetail/')).toBe(true);
    expect(isPublicPagePath('/foodcode/extra')).toBe(false);
    expect(isPublicPagePath('/dashboard/analysis')).toBe(false);
  });

  it('answers /foodcode and /AdDetail with foodcode.html, whatever the Accept header', async () => {
    for (const url of ['/foodcode?code=K7QF2M9XPA00', '/AdDetail?id=abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('产品追溯查询');
    }
  });

  it('keeps the admin shell for other pages and the 404 envelope for the API', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard/analysis', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<title>admin</title>');
    const api = await app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 404 });
    const post = await app.inject({ method: 'POST', url: '/foodcode' });
    expect(post.statusCode).toBe(404);
  });

  it('answers a Digital Link that named no code with the public page for a browser, 404 either way', async () => {
    expect(isDigitalLinkPath('/01/06901234567892/10/L1/21/K7QF2M9XPA00')).toBe(true);
    expect(isDigitalLinkPath('/01/06901234567892/21/K7QF2M9XPA00?x=1')).toBe(true);
    expect(isDigitalLinkPath('/01/06901234567892')).toBe(false);
    const url = '/01/06901234567892/10/L1/21/NOSUCHCODE01';
    const phone = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(phone.statusCode).toBe(404);
    expect(phone.headers['content-type']).toContain('text/html');
    expect(phone.body).toContain('产品追溯查询');
    const client = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(client.statusCode).toBe(404);
    expect(client.json()).toMatchObject({ success: false, code: 404 });
  });

  it('answers the root and other directories with the admin shell, not 403', async () => {
    for (const url of ['/', '/?from=bookmark', '/assets/', '/assets']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>admin</title>');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });
});
