import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import styles from './settings.module.css';
import { SETTINGS_TABS } from './tabs';

/** /configuracoes/*: the tab bar above the chosen tab, and the app version under it. */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className={styles.layout}>
      <h1 className={styles.heading}>{t('settings:title')}</h1>
      <nav aria-label={t('settings:tabsLabel')} className={styles.tabs}>
        {SETTINGS_TABS.map((tab) => (
          <Link key={tab.to} to={tab.to} className={styles.tab}>
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      {children}
      <p className={styles.version}>{t('settings:version', { version: brand.version })}</p>
    </div>
  );
}
