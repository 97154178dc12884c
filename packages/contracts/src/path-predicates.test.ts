import { describe, expect, it } from 'vitest';
import { fieldSchema } from './resource.ts';
import { gatewayRouteResource } from './sysadmin/gateway-route.ts';
import { PREDICATE_HINT, predicateIssue, predicateLines, predicateMatcher } from './path-predicates.ts';

describe('路径断言', () => {
  it('reads one path per line, blank lines and spaces aside', () => {
    expect(predicateLines(' /api/public/**\r\n\n  /api/foodtrace/recall/sendNotice \n')).toEqual(['/api/public/**', '/api/foodtrace/recall/sendNotice']);
  });

  it('accepts absolute paths with * and **, and refuses anything else with the line in the message', () => {
    expect(predicateIssue('/api/public/**\n/api/*/*/importExcel')).toBeNull();
    expect(predicateIssue('/api/sys/user/:id')).toBeNull();
    expect(predicateIssue('')).toBe(PREDICATE_HINT);
    for (const bad of ['api/public/**', '/api//x', '/api/***', '/api/../sys', '/api/a b', '/api/(x)', 'http://x/api']) {
      expect(predicateIssue(`/api/ok\n${bad}`), bad).toBe(`「${bad}」不是有效的路径断言：${PREDICATE_HINT}`);
    }
  });

  it('matches * within one segment, ** across segments, and a closing /** the path itself', () => {
    const m = predicateMatcher('/api/public/**\n/api/*/*/importExcel\n/api/sys/user/:id');
    expect(['/api/public', '/api/public/foodcode', '/api/public/a/b', '/api/foodtrace/product/importExcel', '/api/sys/user/:id'].filter(m)).toHaveLength(5);
    expect(['/api/publicity', '/api/foodtrace/x/y/importExcel', '/api/sys/user/list', '/api/sys/user/:idx'].filter(m)).toEqual([]);
    // regular-expression characters in a path are taken literally
    expect(predicateMatcher('/api/a.b')('/api/aXb')).toBe(false);
  });

  it('is the format of the resource field on both sides', () => {
    const schema = fieldSchema(gatewayRouteResource.fields.predicates);
    expect(schema.safeParse('/api/public/**').success).toBe(true);
    expect(schema.safeParse('public').error?.issues[0].message).toContain('不是有效的路径断言');
  });
});
