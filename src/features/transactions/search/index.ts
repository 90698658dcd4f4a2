export { HistorySearch, type HistorySearchProps } from './history-search';
export { MAX_SEARCH_LETTERS } from './search-text';
