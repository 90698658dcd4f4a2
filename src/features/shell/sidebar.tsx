import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import { Avatar } from '@/ui/avatar';
import styles from './sidebar.module.css';
import { visibleSidebarLinks } from './sidebar-links';

export interface SidebarProps {
  actsAsPlanner: boolean;
  /** Company-sponsored users have no logout link. */
  canLogout: boolean;
  /** Bank connectors need attention: Configurações is highlighted. */
  settingsAttention: boolean;
  open: boolean;
  onLogout: () => void;
  /** Whose data is on screen: the signed-in user, or the client a planner acts for. */
  user?: { name?: string | undefined; image?: string | undefined } | undefined;
}

interface DrawerProps {
  /** Below 701 px the sidebar is a drawer over the page, opened by the shell's menu button. */
  drawer?: boolean;
  /** Esc inside the open drawer. */
  onClose?: () => void;
}

export function Sidebar({
  actsAsPlanner,
  canLogout,
  settingsAttention,
  open,
  onLogout,
  user,
  drawer = false,
  onClose,
}: SidebarProps & DrawerProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const links = visibleSidebarLinks({ hiddenScreens: brand.hiddenScreens, actsAsPlanner });
  const nav = useRef<HTMLElement>(null);
  const drawerOpen = drawer && open;

  // Opened from the menu button, the drawer covers the page: the keyboard goes where the eyes go.
  useEffect(() => {
    if (drawerOpen) nav.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [drawerOpen]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (!drawerOpen || event.key !== 'Escape') return;
    event.preventDefault();
    onClose?.();
  };

  return (
    <nav
      ref={nav}
      id="app-sidebar"
      className={styles.sidebar}
      data-open={open}
      aria-label={t('shell:nav.label')}
      // A closed drawer is only slid off screen: without this its links are still Tab stops, and the
      // first ones on a phone, that nobody can see.
      inert={drawer && !open}
      onKeyDown={closeOnEscape}
    >
      <Link to="/painel" className={styles.brand} aria-label={t('shell:brandHome', { brand: brand.brand })}>
        {brand.brand}
      </Link>
      {user?.name ? (
        <div className={styles.user}>
          <Avatar image={user.image} name={user.name} size={32} />
          <span className={styles.userName}>{user.name}</span>
        </div>
      ) : null}
      <ul className={styles.links}>
        {links.map((link) => {
          const attention = link.to === '/configuracoes' && settingsAttention;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                className={styles.link}
                activeProps={{ 'aria-current': 'page', className: `${styles.link} ${styles.active}` }}
                data-attention={attention || undefined}
                title={attention ? t('shell:nav.settingsAttention') : undefined}
              >
                {t(`shell:${link.label}`)}
                {attention ? (
                  <span
                    className={styles.attention}
                    role="img"
                    aria-label={t('shell:nav.settingsAttention')}
                  />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        {canLogout ? (
          <button type="button" className={styles.logout} onClick={onLogout}>
            {t('shell:logout.link')}
          </button>
        ) : null}
        <small className={styles.version}>{t('shell:version', { version: brand.version })}</small>
      </div>
    </nav>
  );
}
