import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import styles from '../shared/auth.module.css';

/** 'Li e aceito os termos de uso', the link opening the brand's terms in a new tab. */
export function TermsLabel() {
  const { t } = useTranslation();
  const { termsUrl } = useBrand();
  return (
    <>
      {t('auth:signUp.termsBefore')}{' '}
      <a className={styles.link} href={termsUrl} target="_blank" rel="noreferrer">
        {t('auth:signUp.termsLink')}
      </a>
    </>
  );
}
