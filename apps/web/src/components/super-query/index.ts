export { SuperQuery, type SuperQueryProps } from './super-query';
export { SAVED_QUERY_PREFIX, savedQueryKey, readSavedQueries, type SavedQuery } from './saved-queries';
export { FilterInput, type FilterInputProps } from './filter-input';
