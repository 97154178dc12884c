export { DetailModal, type DetailModalProps } from './detail-modal';
export { DetailList, type DetailItem, type DetailListProps } from './detail-list';
export { FullscreenModal, type FullscreenModalProps } from './fullscreen-modal';
export { detailColumns, detailText } from './detail-layout';
export { DIALOG_TEXT } from './texts';
