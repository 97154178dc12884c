import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { feedback } from '@/lib/feedback';
import { readSavedQueries } from './saved-queries';
import { useSuperQueryBuilder } from './use-super-query-builder';

vi.mock('@/lib/feedback', () => ({
  feedback: {
    message: { warning: vi.fn(), success: vi.fn() },
    // The confirm dialogs answer OK at once, as the user would.
    modal: { confirm: vi.fn((c: { onOk?: () => void }) => c.onOk?.()) },
  },
}));

const KEY = 'JSuperQuerySaved_test';
const setup = () => {
  const onSearch = vi.fn();
  const hook = renderHook(() => useSuperQueryBuilder({ storageKey: KEY, onSearch }));
  return { onSearch, hook };
};
const fill = (hook: ReturnType<typeof setup>['hook']) => act(() => hook.result.current.setLines([
  { field: 'name', rule: 'like', val: '经理', type: 'string' }, { field: 'rank', rule: 'eq', val: '1', type: 'dict' },
]));

afterEach(() => vi.clearAllMocks());

describe('useSuperQueryBuilder', () => {
  it('refuses an empty run with 不能查询空条件 and stays inactive', () => {
    const { hook, onSearch } = setup();
    let ran = true;
    act(() => { ran = hook.result.current.run(); });
    expect(ran).toBe(false);
    expect(feedback.message.warning).toHaveBeenCalledWith('不能查询空条件');
    expect(onSearch).not.toHaveBeenCalled();
    expect(hook.result.current.applied).toBe(0);
  });

  it('applies a query (active) and resets it (inactive, null sent, one blank line)', () => {
    const { hook, onSearch } = setup();
    fill(hook);
    act(() => hook.result.current.setMatchType('or'));
    act(() => { hook.result.current.run(); });
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ superQueryMatchType: 'or' }));
    expect(hook.result.current.applied).toBe(2);
    act(() => hook.result.current.reset());
    expect(onSearch).toHaveBeenLastCalledWith(null);
    expect(hook.result.current.applied).toBe(0);
    expect(hook.result.current.lines).toEqual([{ rule: 'eq' }]);
  });

  it('saves under a name, refuses an empty name, overwrites after asking, loads and deletes after asking', () => {
    const { hook } = setup();
    act(() => hook.result.current.startSave());
    expect(feedback.message.warning).toHaveBeenCalledWith('空条件不能保存');
    expect(hook.result.current.prompting).toBe(false);

    fill(hook);
    act(() => hook.result.current.startSave());
    expect(hook.result.current.prompting).toBe(true);
    act(() => hook.result.current.confirmSave('  '));
    expect(feedback.message.warning).toHaveBeenCalledWith('保存名称不能为空');
    act(() => hook.result.current.confirmSave('常用'));
    expect(feedback.message.success).toHaveBeenCalledWith('保存成功');
    expect(hook.result.current.prompting).toBe(false);
    expect(readSavedQueries(KEY).map((q) => q.title)).toEqual(['常用']);

    act(() => hook.result.current.setLines([{ field: 'code', rule: 'eq', val: 'gm' }]));
    act(() => hook.result.current.startSave());
    act(() => hook.result.current.confirmSave('常用'));
    expect(feedback.modal.confirm).toHaveBeenCalledWith(expect.objectContaining({ content: '常用 已存在，是否覆盖？' }));
    expect(readSavedQueries(KEY)).toEqual([{ title: '常用', matchType: 'and', records: [{ field: 'code', rule: 'eq', val: 'gm' }] }]);

    act(() => hook.result.current.reset());
    act(() => hook.result.current.load(hook.result.current.saved[0]));
    expect(hook.result.current.lines).toEqual([{ field: 'code', rule: 'eq', val: 'gm' }]);

    act(() => hook.result.current.remove(hook.result.current.saved[0]));
    expect(feedback.modal.confirm).toHaveBeenLastCalledWith(expect.objectContaining({ content: '是否删除当前查询？' }));
    expect(hook.result.current.saved).toEqual([]);
    expect(readSavedQueries(KEY)).toEqual([]);
  });

  it('reads the saved queries of another key when the key changes', () => {
    localStorage.setItem('JSuperQuerySaved_other', JSON.stringify({ value: [{ title: 'x', matchType: 'or', records: [] }], expire: null }));
    const onSearch = vi.fn();
    const hook = renderHook(({ k }) => useSuperQueryBuilder({ storageKey: k, onSearch }), { initialProps: { k: KEY } });
    expect(hook.result.current.saved).toEqual([]);
    hook.rerender({ k: 'JSuperQuerySaved_other' });
    expect(hook.result.current.saved.map((q) => q.title)).toEqual(['x']);
  });
});
