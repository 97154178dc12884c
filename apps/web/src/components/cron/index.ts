export { CronInput, type CronInputProps } from './cron-input';
export { CronPickerModal, type CronPickerModalProps } from './cron-picker-modal';
export { CronPreview, PREVIEW_RUNS, type CronPreviewProps } from './cron-preview';
export { describeCron } from './describe-cron';
export { nextRuns } from './next-runs';
