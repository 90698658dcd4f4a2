import { Skeleton } from '@/ui/skeleton';

/** What the shell shows while a screen's code, or its waiting view's, is still arriving. */
export function ScreenCodeLoading() {
  return <Skeleton variant="rect" height={96} count={3} />;
}
