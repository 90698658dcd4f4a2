export { ChosenMonthContext, useChosenMonth } from './chosen-month';
export { MonthSelector, type MonthSelectorProps } from './month-selector';
