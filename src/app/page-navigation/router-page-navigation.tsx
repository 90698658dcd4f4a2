import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { ChosenMonthFromAddress } from '../chosen-month';
import { type PageLinkProps, type PageNavigation, PageNavigationProvider } from './page-navigation';

function RouterLink({ to, ...rest }: PageLinkProps): ReactNode {
  return <Link to={to} {...rest} />;
}

/**
 * Page navigation through the router, for everything the router renders (the root route holds it),
 * with the month a month change is on its way to (audit P1).
 */
export function RouterPageNavigation({ children }: { children: ReactNode }): ReactNode {
  const router = useRouter();
  const navigation = useMemo<PageNavigation>(
    // By address: a page the sign-in returns to may carry its query (decision 050).
    () => ({ navigate: (to) => router.navigate({ href: to }), Link: RouterLink }),
    [router],
  );
  return (
    <PageNavigationProvider value={navigation}>
      <ChosenMonthFromAddress>{children}</ChosenMonthFromAddress>
    </PageNavigationProvider>
  );
}
