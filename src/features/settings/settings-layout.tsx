import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import { TITLE_SECTION_ATTRIBUTE } from '@/app/document-title';
import { Page } from '@/ui/page';
import styles from './settings.module.css';
import { SETTINGS_TABS } from './tabs';

/**
 * /configuracoes/*: one page, the tab bar above the chosen tab (a section with its own h2) and the
 * app version under it.
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Page title={t('settings:title')}>
      <nav aria-label={t('settings:tabsLabel')} className={styles.tabs}>
        {SETTINGS_TABS.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            className={styles.tab}
            activeProps={{ [TITLE_SECTION_ATTRIBUTE]: '' }}
          >
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      {children}
      <p className={styles.version}>{t('settings:version', { version: brand.version })}</p>
    </Page>
  );
}
