import { describe, expect, it } from 'vitest';
import type { EditableColumn } from '../types';
import { CellValidator } from './cell-validation';
import { TableStore } from './table-store';

describe('CellValidator: asynchronous rules (spec §5)', () => {
  it('drops a late answer when the cell was validated again meanwhile', async () => {
    const answers: Array<(v: string | true) => void> = [];
    const column: EditableColumn = { key: 'code', title: '编码', type: 'input', validateRules: [{ handler: () => new Promise((r) => answers.push(r)) }] };
    const store = new TableStore();
    store.reset([{ id: 'a', code: 'X' }]);
    const v = new CellValidator(store, () => column);
    const first = v.validate('a', 'code', 'input');
    const second = v.validate('a', 'code', 'input');
    answers[1](true);
    await second;
    answers[0]('编码已存在');
    await first;
    expect(store.getRow('a')?.errors.code).toBeUndefined();
  });

  it('clears the error of a column without rules', async () => {
    const store = new TableStore();
    store.reset([{ id: 'a' }]);
    store.setError('a', 'x', 'old');
    await new CellValidator(store, () => undefined).validate('a', 'x', 'change');
    expect(store.getRow('a')?.errors).toEqual({});
  });
});
