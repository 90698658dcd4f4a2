import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styles from './placeholder-screen.module.css';

/** Stands in for a screen a later issue builds: its title, clearly marked as not built yet. */
export function PlaceholderScreen({ titleKey }: { titleKey: `routes:${string}` }) {
  const { t } = useTranslation();
  return (
    <section className={styles.placeholder} data-placeholder>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <p className={styles.notice}>{t('shell:placeholder.notice')}</p>
    </section>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className={styles.placeholder}>
      <h1 className={styles.title}>{t('shell:notFound.title')}</h1>
      <Link to="/painel">{t('shell:notFound.home')}</Link>
    </section>
  );
}

/** A route that failed to load (a path parameter that does not parse, a guard that threw). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <section className={styles.placeholder} role="alert">
      <h1 className={styles.title}>{t('shell:routeError.title')}</h1>
      <Link to="/painel">{t('shell:routeError.home')}</Link>
    </section>
  );
}
