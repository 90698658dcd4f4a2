import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/api/gen/model';
import { useBrand } from '@/app/brand';
import { useNarrowScreen } from '@/ui/viewport';
import styles from './app-shell.module.css';
import { ConfirmationHost, ErrorBanner, SnackBarHost } from './shell-hosts';
import { Sidebar, type SidebarProps } from './sidebar';
import { SubscriptionNotice } from './subscription-notice';
import { SubscriptionRefusalBanner } from './subscription-refusal';

export interface ShellLayoutProps extends SidebarProps {
  onToggleSidebar: (open: boolean) => void;
  /** The subscription that rules the account: the trial countdown or the expired notice. */
  subscription?: Subscription | undefined;
  /** False for a planner signed in for a client: subscribing is the owner's act (decision 109). */
  canSubscribe?: boolean;
  children: ReactNode;
}

/** The page shell: sidebar (a drawer below 701 px), error banner, content, snack bar and confirmation. */
export function ShellLayout({
  children,
  onToggleSidebar,
  subscription,
  canSubscribe = true,
  ...sidebar
}: ShellLayoutProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const narrow = useNarrowScreen();
  const drawerOpen = narrow && sidebar.open;
  const menuButton = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLElement>(null);

  const closeDrawer = () => {
    onToggleSidebar(false);
    menuButton.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (!drawerOpen || event.key !== 'Escape') return;
    event.preventDefault();
    closeDrawer();
  };

  // A link chosen in the drawer closes it (the router closes it before each navigation) with the
  // focus on that link, now inert: the focus fell to the page's body, the next Tab started over at the
  // top and a screen reader heard nothing of the new screen (audit N5). It goes to the screen, as
  // 'Pular para o conteúdo' puts it; so too after a tap on the backdrop. Esc and 'Fechar menu' have
  // already put it on 'Abrir menu', and a screen that focuses its own control on arrival keeps it.
  const wasOpen = useRef(drawerOpen);
  useEffect(() => {
    const closed = wasOpen.current && !drawerOpen;
    wasOpen.current = drawerOpen;
    if (!closed || !narrow) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest('#app-sidebar')) {
      content.current?.focus();
    }
  }, [drawerOpen, narrow]);

  return (
    <div className={styles.shell} data-brand={brand.id}>
      {/* WCAG 2.4.1: the first Tab stop passes the menu's links to the screen (audit E6). A button,
          not a '#' link: the router owns the URL, and the focus is all that has to move. */}
      <button type="button" className={styles.skipLink} onClick={() => content.current?.focus()}>
        {t('shell:skipToContent')}
      </button>
      <Sidebar {...sidebar} drawer={narrow} onClose={closeDrawer} />
      {/* A pointer convenience: the menu button closes the drawer for keyboard and screen reader users. */}
      <div
        className={styles.backdrop}
        data-open={sidebar.open}
        aria-hidden="true"
        onClick={() => onToggleSidebar(false)}
      />
      <div className={styles.main}>
        <header className={styles.topbar}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={sidebar.open}
            aria-controls="app-sidebar"
            onClick={() => onToggleSidebar(!sidebar.open)}
            onKeyDown={closeOnEscape}
          >
            {sidebar.open ? t('shell:nav.close') : t('shell:nav.open')}
          </button>
          <strong>{brand.brand}</strong>
        </header>
        {/* The open drawer covers the page: Tab from it and from 'Fechar menu' must not reach what is
            behind, which the backdrop hides. */}
        <div className={styles.behindDrawer} inert={drawerOpen}>
          <ErrorBanner />
          <SubscriptionNotice subscription={subscription} canSubscribe={canSubscribe} />
          <SubscriptionRefusalBanner canSubscribe={canSubscribe} />
          <main ref={content} tabIndex={-1} className={styles.content}>
            {children}
          </main>
        </div>
      </div>
      <SnackBarHost />
      <ConfirmationHost />
    </div>
  );
}
