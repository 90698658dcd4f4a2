import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import styles from '../shared/auth.module.css';

/**
 * 'Li e aceito os termos de uso', the link opening the brand's terms in a new tab; '… e a política de
 * privacidade' too when the brand has a privacy policy of its own (spec 1: terms and privacy links).
 */
export function TermsLabel() {
  const { t } = useTranslation();
  const { termsUrl, privacyUrl } = useBrand();
  return (
    <>
      {t('auth:signUp.termsBefore')}{' '}
      <a className={styles.link} href={termsUrl} target="_blank" rel="noreferrer">
        {t('auth:signUp.termsLink')}
      </a>
      {privacyUrl !== termsUrl ? (
        <>
          {' '}
          {t('auth:signUp.privacyBefore')}{' '}
          <a className={styles.link} href={privacyUrl} target="_blank" rel="noreferrer">
            {t('auth:signUp.privacyLink')}
          </a>
        </>
      ) : null}
    </>
  );
}
