import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/api/gen/model';
import { useBrand } from '@/app/brand';
import styles from './app-shell.module.css';
import { ConfirmationHost, ErrorBanner, SnackBarHost } from './shell-hosts';
import { Sidebar, type SidebarProps } from './sidebar';
import { SubscriptionNotice } from './subscription-notice';
import { SubscriptionRefusalBanner } from './subscription-refusal';

export interface ShellLayoutProps extends SidebarProps {
  onToggleSidebar: (open: boolean) => void;
  /** The subscription that rules the account: the trial countdown or the expired notice. */
  subscription?: Subscription | undefined;
  children: ReactNode;
}

/** The page shell: sidebar (a drawer below 701 px), error banner, content, snack bar and confirmation. */
export function ShellLayout({ children, onToggleSidebar, subscription, ...sidebar }: ShellLayoutProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className={styles.shell} data-brand={brand.id}>
      <Sidebar {...sidebar} />
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
            type="button"
            className={styles.menuButton}
            aria-expanded={sidebar.open}
            aria-controls="app-sidebar"
            onClick={() => onToggleSidebar(!sidebar.open)}
          >
            {sidebar.open ? t('shell:nav.close') : t('shell:nav.open')}
          </button>
          <strong>{brand.brand}</strong>
        </header>
        <ErrorBanner />
        <SubscriptionNotice subscription={subscription} />
        <SubscriptionRefusalBanner />
        <main className={styles.content}>{children}</main>
      </div>
      <SnackBarHost />
      <ConfirmationHost />
    </div>
  );
}
