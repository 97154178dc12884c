export { ImportExcelModal, type ImportExcelModalProps } from './import-excel-modal';
export { ExportExcelButton, type ExportExcelButtonProps } from './export-excel-button';
export { ExcelActions, type ExcelActionsProps } from './excel-actions';
export { postImport, getExport, type ImportFields } from './excel-api';
export { importOutcome, isExcelFile, exportParams, type ImportOutcome } from './import-outcome';
export { EXCEL_TEXT } from './texts';
