export { ResourceListPage, ResourceListView, type ResourceListViewProps, type CellRender } from './resource-list-page';
export { ResourceFormModal, type FormModalState, type FormMode } from './resource-form-modal';
export { useResourceList, ListLoadError, listQueryKey, type ResourceListState } from './use-resource-list';
export { withRowActions, actionSeparator } from './row-actions';
export { resourceApi, type ResourceRow } from './resource-api';
export { buildSearchParams, sorterToSort, showTotal, withoutSearch, worklistOf, type Worklist } from './list-params';
export { usePrefilledAdd } from './use-prefilled-add';
export { useRefDetailsCell, useRefRows } from './ref-details-cell';
export { useResourceSummary, SummaryTable, type ResourceSummaryState, type SummaryRow } from './resource-summary';
