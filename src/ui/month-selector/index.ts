export { MonthSelector, type MonthSelectorProps } from './month-selector';
