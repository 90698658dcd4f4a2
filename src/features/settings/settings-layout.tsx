import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import { TITLE_SECTION_ATTRIBUTE } from '@/app/document-title';
import { Page } from '@/ui/page';
import styles from './settings.module.css';
import { SETTINGS_TABS } from './tabs';

/**
 * /configuracoes/*: one page, the tab bar above the chosen tab (a section with its own h2); under it
 * the brand's terms and privacy policy (spec 1's brand links) and the app version.
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
      <footer className={styles.footer}>
        <nav aria-label={t('settings:links.label')} className={styles.documents}>
          <a href={brand.termsUrl} target="_blank" rel="noreferrer">
            {t('settings:links.terms')}
          </a>
          {brand.privacyUrl !== brand.termsUrl ? (
            <a href={brand.privacyUrl} target="_blank" rel="noreferrer">
              {t('settings:links.privacy')}
            </a>
          ) : null}
        </nav>
        <p className={styles.version}>{t('settings:version', { version: brand.version })}</p>
      </footer>
    </Page>
  );
}
