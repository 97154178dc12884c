export { YesNoSwitch, type YesNoSwitchProps } from './yes-no-switch';
export { DEFAULT_SWITCH_OPTIONS, isSwitchOn, switchValue, type SwitchOptions } from './switch-value';
export { PhoneTagInput, type PhoneTagInputProps } from './phone-tag-input';
export { formatTagValue, tagGroups, TAG_SEPARATOR } from './tag-value';
export { Ellipsis, type EllipsisProps } from './ellipsis';
export { cutByFullLength, ellipsisView, fullLength } from './ellipsis-text';
export { useDebouncedValue } from './use-debounced-value';
