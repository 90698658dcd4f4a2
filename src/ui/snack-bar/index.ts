export { SNACKBAR_OPEN_DELAY_MS, SNACKBAR_VISIBLE_MS, SnackBar, type SnackBarProps } from './snack-bar';
export { useTimedMessage } from './use-timed-message';
