import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { TIMING, WIDGETS } from '@foodtrace/contracts';
import type { CellComponent, CellProps } from './cell-types';
import { joinMulti, placeholderOf, splitMulti } from './column-options';
import { ellipsis } from '../logic/upload-value';
import { useUserLabels, useUserSearch } from './user-lookup';

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

function UserEditor({ value, column, disabled, invalid, autoFocus, onChange, onBlur }: CellProps) {
  const [keyword, setKeyword] = useState('');
  const search = useUserSearch(useDebounced(keyword, TIMING.searchDebounceMs));
  const chosen = splitMulti(value);
  const chosenLabels = useUserLabels(chosen);
  const multiple = Boolean(column.props?.multiple);
  const found = (search.data ?? []).map((u) => ({ value: u.username, label: u.realname || u.username }));
  // The chosen users stay in the options so their names show even when the search does not find them.
  const options = [...chosen.filter((u) => !found.some((o) => o.value === u)).map((u, i) => ({ value: u, label: chosenLabels[i] })), ...found];
  return (
    <Select
      value={multiple ? chosen : chosen[0]} mode={multiple ? 'multiple' : undefined} options={options}
      loading={search.isFetching} allowClear disabled={disabled} autoFocus={autoFocus} status={invalid ? 'error' : undefined}
      placeholder={placeholderOf(column, true)} style={{ width: '100%' }} maxTagCount={WIDGETS.dictTagMaxInMultiple}
      showSearch={{ filterOption: false, onSearch: setKeyword }} popupMatchSelectWidth={false}
      onChange={(v: string | string[] | undefined) => onChange(Array.isArray(v) ? joinMulti(v) : v ?? '')}
      onBlur={onBlur}
    />
  );
}

function UserView({ value }: CellProps) {
  const names = useUserLabels(splitMulti(value)).join(',');
  return <span title={names}>{ellipsis(names, WIDGETS.userPickerEllipsis)}</span>;
}

/**
 * sel_user: the built-in user picker, a searchable select over GET /sys/user/list (value: username,
 * comma-joined with props.multiple). The full user picker replaces it through registerCellEditor.
 */
export const UserCell: CellComponent = { Editor: UserEditor, View: UserView };
