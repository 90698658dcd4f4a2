import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, use } from 'react';
import type { FileRouteTypes } from '@/routeTree.gen';

/** A screen of the app, as the route table names it. */
export type AppPath = FileRouteTypes['to'];

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: AppPath;
  children: ReactNode;
}

/**
 * How a screen that also runs without the router (the login views on /login's first visit, decision
 * 427) moves to another screen: inside the app, the router (`RouterPageNavigation`); on that first
 * visit, the app takes the page over at the new address (src/login-main.tsx).
 */
export interface PageNavigation {
  navigate: (to: AppPath) => Promise<void>;
  Link: (props: PageLinkProps) => ReactNode;
}

/** A plain left click, which a link handles itself; a modified or middle click is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A link as an anchor whose plain click goes through the hosting navigation's `navigate`. */
function AnchorLink({ to, onClick, children, ...rest }: PageLinkProps): ReactNode {
  const { navigate } = usePageNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** Navigation by `go(to)`: links are anchors whose plain click calls it. */
export function navigationBy(go: (to: AppPath) => Promise<void>): PageNavigation {
  return { navigate: go, Link: AnchorLink };
}

// Without a provider (the build's prerender of the login view), a link is a document navigation.
const PageNavigationContext = createContext<PageNavigation>(
  navigationBy(async (to) => window.location.assign(to)),
);

export const PageNavigationProvider = PageNavigationContext.Provider;

export function usePageNavigation(): PageNavigation {
  return use(PageNavigationContext);
}

/** A link to a screen, through whichever navigation hosts the view. */
export function PageLink(props: PageLinkProps): ReactNode {
  const { Link } = usePageNavigation();
  return <Link {...props} />;
}
