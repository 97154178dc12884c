import { describe, expect, it } from 'vitest';
import { CHECK_RULE, RULE_PATTERN_TEXT, compileRulePattern, rulePatternProblem } from './rule-pattern.ts';
import { COMMON_CHECK_RULE, evaluateCheckRule, parseRuleJson, CHECK_TEXT } from './check-rule.ts';

describe('rule patterns written by administrators', () => {
  it('accepts the patterns JeecgBoot ships and ordinary ones', () => {
    for (const p of ['^[a-z|A-Z]$', '^[0-9|a-z|A-Z|_]{0,}$', '^.{3,}$', '^.{3,12}$', '\\d{6}', '[A-Z]{2}\\d{4,8}', '(?:ab|cd)\\d?',
      '^(?<year>\\d{4})-\\d{2}$', '^(?!admin)[a-z]+$', '^[\\u4e00-\\u9fa5]{2,10}$']) {
      expect(rulePatternProblem(p), p).toBeNull();
    }
  });

  it('refuses the exponential shapes: a repeated group that repeats or alternates inside', () => {
    for (const p of ['^(a+)+$', '(a*)*', '(\\d+)*x', '(a|aa)*', '((ab)+c)+', '(?:x+y)+', '([a-z]+\\d)*', '(a{2,5}){3,}', '(a?)*'])
      expect(rulePatternProblem(p), p).toBe(RULE_PATTERN_TEXT.nested);
  });

  it('limits unbounded repetition so polynomial backtracking stays small', () => {
    expect(rulePatternProblem('.*.*')).toBeNull();
    expect(rulePatternProblem('.*.*.*x')).toBe(RULE_PATTERN_TEXT.tooWide);
    expect(rulePatternProblem('a{1,100}b+c*')).toBe(RULE_PATTERN_TEXT.tooWide);
    expect(rulePatternProblem('a{1,16}b{0,16}c{2}d+e*')).toBeNull();
  });

  it('refuses back-references, look-behind, invalid and over-long patterns', () => {
    expect(rulePatternProblem('(a)\\1')).toBe(RULE_PATTERN_TEXT.backReference);
    expect(rulePatternProblem('(?<x>a)\\k<x>')).toBe(RULE_PATTERN_TEXT.backReference);
    expect(rulePatternProblem('(?<=a)b')).toBe(RULE_PATTERN_TEXT.lookBehind);
    expect(rulePatternProblem('[a-')).toBe(RULE_PATTERN_TEXT.invalid);
    expect(rulePatternProblem('*a')).toBe(RULE_PATTERN_TEXT.invalid);
    expect(rulePatternProblem('a'.repeat(CHECK_RULE.maxPatternLength + 1))).toBe(RULE_PATTERN_TEXT.tooLong);
    expect(rulePatternProblem('')).toBe(RULE_PATTERN_TEXT.empty);
    expect(() => compileRulePattern('(a+)+')).toThrow(RULE_PATTERN_TEXT.nested);
  });

  it('keeps brackets, escapes and quantifier-looking text inside classes literal', () => {
    expect(rulePatternProblem('[(+*)]+')).toBeNull();
    expect(rulePatternProblem('\\(a+\\)+')).toBeNull();
    expect(rulePatternProblem('[\\]]{1,3}')).toBeNull();
  });

  it('matches the whole text, like Java Pattern.matches', () => {
    expect(compileRulePattern('[a-z]').test('ab')).toBe(false);
    expect(compileRulePattern('[a-z]|[0-9]').test('a')).toBe(true);
    expect(compileRulePattern('[a-z]|[0-9]').test('a1')).toBe(false);
  });

  it('a worst-case accepted pattern on the longest accepted value finishes quickly', () => {
    const re = compileRulePattern('.*.*');
    const start = Date.now();
    re.test(`${'a'.repeat(CHECK_RULE.maxValueLength - 1)}!`);
    compileRulePattern('^[a-z]*[a-z0-9]*$').test(`${'a'.repeat(CHECK_RULE.maxValueLength - 1)}!`);
    expect(Date.now() - start).toBeLessThan(200);
  });
});

describe('evaluating a rule (JeecgBoot checkValue)', () => {
  const common = COMMON_CHECK_RULE.lines;

  it('runs the seeded common rule line by line, first failure wins', () => {
    expect(evaluateCheckRule(common, 'abc_12')).toEqual({ passed: true });
    expect(evaluateCheckRule(common, '1abc')).toEqual({ passed: false, message: '第一位只能是字母', line: 0 });
    expect(evaluateCheckRule(common, 'ab-c')).toEqual({ passed: false, message: '只能填写数字、大小写字母、下划线', line: 1 });
    expect(evaluateCheckRule(common, 'ab')).toEqual({ passed: false, message: '最少输入3位数', line: 2 });
    expect(evaluateCheckRule(common, 'a'.repeat(13))).toEqual({ passed: false, message: '最多输入12位数', line: 3 });
  });

  it('moves a cursor over numbered lines and checks what is not yet typed as empty', () => {
    const lines = [
      { digits: '2', pattern: '[A-Z]{2}', message: '前两位是大写字母' },
      { digits: '3', pattern: '\\d{3}|\\d{0}', message: '接着三位是数字' },
      { digits: '*', pattern: '.{2,5}', message: '长度 2 到 5' },
    ];
    expect(evaluateCheckRule(lines, 'AB')).toEqual({ passed: true });
    expect(evaluateCheckRule(lines, 'AB123')).toEqual({ passed: true });
    expect(evaluateCheckRule(lines, 'AB12')).toMatchObject({ passed: false, line: 1 });
    expect(evaluateCheckRule(lines, 'ab123')).toMatchObject({ passed: false, message: '前两位是大写字母' });
  });

  it('passes an empty value and refuses an over-long one before running any pattern', () => {
    expect(evaluateCheckRule(common, '')).toEqual({ passed: true });
    expect(evaluateCheckRule(common, 'a'.repeat(CHECK_RULE.maxValueLength + 1))).toEqual({ passed: false, message: CHECK_TEXT.valueTooLong, line: -1 });
  });

  it('parses stored rule JSON and refuses malformed or unsafe lines', () => {
    expect(parseRuleJson(JSON.stringify(common))).toEqual(common);
    expect(() => parseRuleJson('not json')).toThrow(CHECK_TEXT.jsonInvalid);
    expect(() => parseRuleJson('[]')).toThrow(CHECK_TEXT.linesRequired);
    expect(() => parseRuleJson(JSON.stringify([{ digits: '0', pattern: 'a', message: 'x' }]))).toThrow(CHECK_TEXT.digitsInvalid);
    expect(() => parseRuleJson(JSON.stringify([{ digits: '*', pattern: '(a+)+', message: 'x' }]))).toThrow(RULE_PATTERN_TEXT.nested);
  });
});
