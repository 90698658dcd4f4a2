export { BarChart, type BarChartProps } from './bar-chart';
export { PALETTE, type SeriesKind, seriesColour } from './chart-colours';
export { ChartFrame, type ChartFrameProps, type LegendEntry } from './chart-frame';
export { DonutChart, type DonutChartProps, type DonutSlice } from './donut-chart';
export { RadialChart, type RadialChartProps } from './radial-chart';
export {
  RevenueExpenseChart,
  type RevenueExpenseChartProps,
  type RevenueExpensePoint,
  revenueExpenseSeries,
} from './revenue-expense-chart';
export { AreaChart, type ChartSeries, LineChart, type TimeSeriesChartProps } from './time-series-chart';
