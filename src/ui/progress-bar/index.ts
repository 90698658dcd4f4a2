export { progressPercent, roundedPercent } from './progress';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
