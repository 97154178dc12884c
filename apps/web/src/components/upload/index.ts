export { FileUpload, type FileUploadProps } from './file-upload';
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { FilePopup, type FilePopupProps } from './file-popup';
export { useUploadList, type UploadListOptions } from './use-upload-list';
export { uploadFile, downloadStoredFile, displayUrl, staticPath, type UploadOptions } from './upload-request';
export { useDisplayUrl } from './use-display-url';
export { StoredFileLinks } from './stored-file-links';
export {
  combinedValue, errorMessageOf, isImageFile, isPublicPath, itemsFromValue, keepLast, moveItem, nameOfPath, pathOfItem, pathsOf,
  statusText, storedFiles, type StoredFileInfo, type UploadAnswer, type UploadItem,
} from './upload-value';
export { UPLOAD_TEXT } from './texts';
