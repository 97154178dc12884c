import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { multipart, PNG, type Part } from './multipart.ts';

/**
 * Upload and static serving (spec §7.3; DESIGN.md §5 rule 7): allow-list checked against content, size limit,
 * server-chosen names, folder allow-list, traversal refused, nosniff / attachment on every answer.
 */
const STORED = /^temp\/\d{8}\/[0-9a-f]{32}\.png$/;

describe.each(databaseTargets())('files on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let plain: string;

  const upload = async (parts: Part[], token: string | null = admin) => {
    const { payload, headers } = multipart(parts);
    const res = await t.app.inject({ method: 'POST', url: '/api/sys/common/upload', payload, headers: { ...headers, ...(token ? { 'x-access-token': token } : {}) } });
    return { status: res.statusCode, body: res.json() as ApiResult<string> };
  };
  const file = (fileName: string, value: string | Buffer = PNG): Part => ({ name: 'file', fileName, value });
  const fetchStatic = (p: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/sys/common/static/${p}`, headers: token ? { 'x-access-token': token } : {} });

  beforeAll(async () => {
    process.env.UPLOAD_MAX_SIZE = '64KB';
    t = await startApp(target);
    delete process.env.UPLOAD_MAX_SIZE;
    admin = await t.login();
    await t.createUser('uploader', 'Uploader#pass-1');
    plain = await t.login('uploader', 'Uploader#pass-1');
  });
  afterAll(async () => { await t?.close(); });

  it('stores a file under a server-chosen name and answers the path in message and result', async () => {
    const res = await upload([file('../../我的 图片.PNG')]);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toMatch(STORED);
    expect(res.body.result).toBe(res.body.message);
    const onDisk = path.join(t.config.dataDir, 'uploads', res.body.message);
    expect(fs.readFileSync(onDisk)).toEqual(PNG);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('lets any signed-in user upload (no permission code: every form may hold an uploader)', async () => {
    const res = await upload([{ name: 'biz', value: 'avatar' }, file('a.png')], plain);
    expect(res.body.message).toMatch(/^avatar\/\d{8}\/[0-9a-f]{32}\.png$/);
  });

  it('answers 401 without a session', async () => {
    const res = await upload([file('a.png')], null);
    expect(res.status).toBe(401);
  });

  it('puts editor images in the editor folder and accepts only images there', async () => {
    const img = await upload([{ name: 'jeditor', value: '1' }, file('a.png')]);
    expect(img.body.message).toMatch(/^editor\//);
    const pdf = await upload([{ name: 'jeditor', value: '1' }, file('a.pdf', '%PDF-1.4\n%\xe2\xe3\n1 0 obj\n')]);
    expect(pdf.body).toMatchObject({ success: false, message: '请上传图片' });
  });

  it('accepts the biz field after the file, and isup (cell upload) with the same answer', async () => {
    const res = await upload([file('a.png'), { name: 'isup', value: '1' }, { name: 'biz', value: 'food' }]);
    expect(res.body.message).toMatch(/^food\//);
  });

  it('refuses folders off the allow-list with 400', async () => {
    for (const biz of ['../etc', '..', 'temp/../../x', 'excel', 'unknown', '/abs', 'temp\\x']) {
      const res = await upload([{ name: 'biz', value: biz }, file('a.png')]);
      expect(res.status, biz).toBe(400);
    }
  });

  it('refuses extensions off the allow-list, content that contradicts the extension, and empty files', async () => {
    const cases: Array<[Part, RegExp]> = [
      [file('run.exe', 'MZ\x90\x00'), /不支持上传 \.exe/],
      [file('x.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), /不支持上传 \.svg/],
      [file('x.html', '<script>alert(1)</script>'), /不支持上传 \.html/],
      [file('noext', 'abc'), /没有扩展名/],
      [file('fake.pdf'), /与扩展名 \.pdf 不符/],
      [file('fake.png', '<script>alert(1)</script>'), /与扩展名 \.png 不符/],
      [file('x.txt', PNG), /与扩展名 \.txt 不符/],
      [file('bad.csv', Buffer.from([0x61, 0x00, 0x62])), /与扩展名 \.csv 不符/],
      [file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9])), /与扩展名 \.txt 不符/],
      [file('empty.png', Buffer.alloc(0)), /空文件/],
    ];
    for (const [part, message] of cases) {
      const res = await upload([part]);
      expect(res.status, part.fileName).toBe(200);
      expect(res.body.success, part.fileName).toBe(false);
      expect(res.body.message, part.fileName).toMatch(message);
    }
  });

  it('accepts UTF-8 text and serves it as an attachment', async () => {
    const res = await upload([{ name: 'biz', value: 'file' }, file('说明.csv', '名称,数量\n大米,10\n')]);
    expect(res.body.success).toBe(true);
    const served = await fetchStatic(res.body.message, admin);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.body).toBe('名称,数量\n大米,10\n');
  });

  it('refuses files over the configured limit with JeecgBoot’s message and leaves nothing behind', async () => {
    const res = await upload([file('big.png', Buffer.concat([PNG, Buffer.alloc(70 * 1024)]))]);
    expect(res.body).toMatchObject({ success: false, message: '文件大小超出64KB限制，请压缩或降低文件质量！' });
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('answers 400 without a file or without multipart', async () => {
    expect((await upload([{ name: 'biz', value: 'temp' }])).status).toBe(400);
    expect((await upload([{ name: 'other', fileName: 'a.png', value: PNG }])).status).toBe(400);
    const json = await t.call('POST', '/sys/common/upload', { token: admin, body: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('serves private folders only with a session, public ones to anyone, always with nosniff', async () => {
    const temp = (await upload([file('a.png')])).body.message;
    expect((await fetchStatic(temp)).statusCode).toBe(401);
    const withToken = await fetchStatic(temp, plain);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toBe('image/png');
    expect(withToken.headers['x-content-type-options']).toBe('nosniff');
    expect(withToken.headers['content-disposition']).toMatch(/^inline;/);
    expect(withToken.headers['cache-control']).toBe('private, no-cache');

    const food = (await upload([{ name: 'biz', value: 'food' }, file('a.png')])).body.message;
    const open = await fetchStatic(food);
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload).toEqual(PNG);
    expect(open.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves non-image files as attachments', async () => {
    const pdf = (await upload([{ name: 'biz', value: 'report' }, file('r.pdf', '%PDF-1.4\n%\xe2\xe3\n1 0 obj\n')])).body.message;
    const res = await fetchStatic(pdf);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses path traversal in every spelling with 404', async () => {
    // A file outside the storage root that a traversal would reach.
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'secret');
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads', 'food', 'link'), { recursive: true });
    fs.symlinkSync(path.join(t.config.dataDir, 'secret.txt'), path.join(t.config.dataDir, 'uploads', 'food', 'link', 'x.txt'));
    const attempts = [
      '../secret.txt', 'food/../../secret.txt', '%2e%2e/secret.txt', 'food/%2E%2E/%2e%2e/secret.txt', '%2e%2e%2fsecret.txt',
      '..%2F..%2Fsecret.txt', '%252e%252e/secret.txt', '..\\secret.txt', 'food\\..\\..\\secret.txt', 'food%5c..%5c..%5csecret.txt',
      '/etc/passwd', '%2Fetc%2Fpasswd', 'C:/Windows/win.ini', 'food/link/x.txt', 'food/./x.png', 'food//x.png',
      'food/x.png%00.txt',
    ];
    for (const p of attempts) {
      const res = await fetchStatic(p, admin);
      expect(res.statusCode, p).toBe(404);
      expect(res.body, p).not.toContain('secret');
    }
    const raw = await t.app.inject({ method: 'GET', url: '/api/sys/common/static/food/../../secret.txt', headers: { 'x-access-token': admin } });
    expect(raw.body).not.toContain('secret');
  });

  it('answers 404 for a well-formed path that holds no file', async () => {
    const res = await fetchStatic('food/20260101/0123456789abcdef0123456789abcdef.png');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });
});
