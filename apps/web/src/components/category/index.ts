export { CategorySelect, type CategorySelectProps } from './category-select';
export { categoryNames, loadCategoryChildren, loadCategoryRoots } from './category-api';
