import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { RESOURCES, defineResource, type ResourceDef } from '@foodtrace/contracts';
import { installListScopes, listScopesOf } from '../src/crud/list-scopes.ts';
import { listSpecOf } from '../src/crud/list-spec.ts';
import { ResourceRefs } from '../src/crud/resource-refs.ts';
import { MODULES } from '../src/modules/index.ts';

const box = (scopes?: string[]): ResourceDef => defineResource({
  key: 'box', title: '箱', table: 'box', basePath: '/box', permPrefix: 'box', fields: { name: { label: '名称', type: 'string' } }, scopes,
});

describe('list scopes (ResourceDef.scopes)', () => {
  it('refuses to start with a declared scope nobody implements, or an implemented one nobody declares', () => {
    expect(() => installListScopes([box(['open'])], {})).toThrow('box declares list scopes nobody implements: open');
    expect(() => installListScopes([box()], { box: { open: () => sql<boolean>`1 = 1` } })).toThrow('not declared by their resource: box.open');
  });

  it('evaluates a scope with the day of the request in the plant\'s zone', () => {
    const days: string[] = [];
    installListScopes([box(['open'])], { box: { open: (_eb, at) => { days.push(at.today); return sql<boolean>`1 = 1`; } } });
    listScopesOf(box(['open']), 'Asia/Shanghai').open({} as never);
    expect(days[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses to start with a reference filter the referenced list does not take', () => {
    const tree = (filter: Record<string, string>) => defineResource({
      key: 'box', title: '箱', table: 'box', basePath: '/box', permPrefix: 'box', scopes: ['open'],
      fields: { name: { label: '名称', type: 'string' }, parentId: { label: '上级', type: 'string', ref: { resource: 'box', label: 'name', filter } } },
    });
    const refs = (filter: Record<string, string>) => new ResourceRefs(tree(filter), 'sqlite', (d) => listSpecOf(d, 'Asia/Shanghai'));
    expect(() => refs({ nmae: 'x' })).toThrow('box.parentId: box cannot be listed by nmae=x');
    expect(() => refs({ listScope: 'shut' })).toThrow('box.parentId: box cannot be listed by listScope=shut');
    expect(() => refs({ listScope: 'open', name: 'x' })).not.toThrow();
    for (const def of RESOURCES) expect(() => new ResourceRefs(def, 'sqlite', (d) => listSpecOf(d, 'Asia/Shanghai'))).not.toThrow();
  });

  it('has every scope of the product\'s resources implemented', () => {
    expect(() => installListScopes(RESOURCES, Object.assign({}, ...MODULES.map((m) => m.listScopes ?? {})))).not.toThrow();
  });
});
