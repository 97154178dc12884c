import { useState } from 'react';
import { newLine, type SuperQueryLine, type SuperQueryMatchType, type SuperQueryParams } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { checkRun, checkSave, saveName } from './query-checks';
import {
  findSaved, readSavedQueries, removeSaved, upsertSaved, writeSavedQueries, type SavedQuery,
} from './saved-queries';
import { SUPER_QUERY_TEXT as T } from './texts';

export interface BuilderOptions {
  /** Full local-storage key of the saved queries. */
  storageKey: string;
  /** The applied query, or null when it is cleared. */
  onSearch: (params: SuperQueryParams | null) => void;
}

/**
 * The builder's state and the transitions of spec §4: run (or '不能查询空条件'), reset, save with its name
 * prompt and overwrite question, load and delete of saved queries; `applied` drives the button's active
 * state (spec §4 Other widgets: active once applied, inactive on reset).
 */
export function useSuperQueryBuilder({ storageKey, onSearch }: BuilderOptions) {
  const [lines, setLines] = useState<SuperQueryLine[]>(() => [newLine()]);
  const [matchType, setMatchType] = useState<SuperQueryMatchType>('and');
  const [applied, setApplied] = useState(0);
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSavedQueries(storageKey));
  const [savedKey, setSavedKey] = useState(storageKey);
  const [prompting, setPrompting] = useState(false);
  if (savedKey !== storageKey) {
    setSavedKey(storageKey);
    setSaved(readSavedQueries(storageKey));
  }

  const persist = (next: SavedQuery[]) => {
    setSaved(next);
    writeSavedQueries(storageKey, next);
  };

  /** true when the query was applied (the caller may close the builder). */
  const run = (): boolean => {
    const check = checkRun(lines, matchType);
    if (!check.ok) {
      feedback.message.warning(check.warning);
      return false;
    }
    setApplied(check.count);
    onSearch(check.params);
    return true;
  };

  const reset = () => {
    setLines([newLine()]);
    setApplied(0);
    onSearch(null);
  };

  const startSave = () => {
    const check = checkSave(lines);
    if (check.ok) setPrompting(true);
    else feedback.message.warning(check.warning);
  };

  const store = (title: string) => {
    const check = checkSave(lines);
    if (!check.ok) return;
    persist(upsertSaved(saved, { title, matchType, records: check.records }));
    setPrompting(false);
    feedback.message.success(T.saveOk);
  };

  /** The name prompt's OK: empty names are refused, an existing one is overwritten only after asking. */
  const confirmSave = (text: string) => {
    const name = saveName(text);
    if (!name) {
      feedback.message.warning(T.emptyName);
      return;
    }
    if (!findSaved(saved, name)) {
      store(name);
      return;
    }
    feedback.modal.confirm({
      content: T.overwrite(name), okText: T.ok, cancelText: T.cancel,
      onOk: () => store(name),
    });
  };

  const load = (item: SavedQuery) => {
    setMatchType(item.matchType);
    setLines(item.records.length ? item.records.map((l) => ({ ...l })) : [newLine()]);
  };

  const remove = (item: SavedQuery) => {
    feedback.modal.confirm({
      content: T.confirmDelete, okText: T.ok, cancelText: T.cancel,
      onOk: () => {
        persist(removeSaved(saved, item.title));
        feedback.message.success(T.deleteOk);
      },
    });
  };

  return {
    lines, setLines, matchType, setMatchType, applied, saved,
    prompting, startSave, cancelSave: () => setPrompting(false), confirmSave,
    run, reset, load, remove,
  };
}

export type SuperQueryBuilder = ReturnType<typeof useSuperQueryBuilder>;
