import { describe, expect, it } from 'vitest';
import { WIDGETS } from '@foodtrace/contracts';
import { CODE_MODES, findCodeMode } from './code-modes';

describe('code editor modes (spec §9: 12 language modes)', () => {
  it('offers exactly twelve distinct modes', () => {
    expect(CODE_MODES).toHaveLength(WIDGETS.codeEditor.modes);
    expect(new Set(CODE_MODES.map((m) => m.key)).size).toBe(12);
  });

  it('finds modes by key and by the names JeecgBoot used, defaulting to JavaScript', () => {
    expect(findCodeMode('sql').label).toBe('SQL');
    expect(findCodeMode('text/x-java').key).toBe('java');
    expect(findCodeMode('application/json').key).toBe('json');
    expect(findCodeMode('js').key).toBe('javascript');
    expect(findCodeMode('c++').key).toBe('cpp');
    expect(findCodeMode('cobol').key).toBe('javascript');
    expect(findCodeMode(undefined).key).toBe('javascript');
  });

  it('loads each language as its own extension', async () => {
    const ext = await findCodeMode('python').load();
    expect(ext).toBeTruthy();
  });
});
