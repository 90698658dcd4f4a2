import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import { type DocId, docUrl } from './doc-url';
import styles from './document-screen.module.css';

const TITLE_KEYS: Record<DocId, string> = {
  'termos-de-uso': 'auth:docs.terms',
  entenda_dividas: 'auth:docs.entenda_dividas',
  guia_completo_equilibrio_financeiro: 'auth:docs.guia_completo_equilibrio_financeiro',
};

/** /termos-de-uso and /ebooks/{id}: the PDF embedded full-width, with a download link for any browser. */
export function DocumentScreen({ id }: { id: DocId }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const url = docUrl(brand.id, id);
  const title = t(TITLE_KEYS[id]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <a className={styles.download} href={url} download>
          {t('auth:docs.download')}
        </a>
      </header>
      <iframe className={styles.frame} src={url} title={title} />
      <p className={styles.hint}>{t('auth:docs.fallback')}</p>
    </main>
  );
}
