export { HistorySearch, type HistorySearchProps } from './history-search';
