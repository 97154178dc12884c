export { DictSelect, type DictSelectProps } from './dict-select';
export { DictTag, type DictTagProps } from './dict-tag';
export { dictText, loadDictItems, useDictItems } from './dict-items';
