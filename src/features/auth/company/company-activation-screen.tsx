import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivateCompanyPlan } from '@/api/gen/endpoints/b2b/b2b';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { answerOf, companyActivationNotice, type Notice } from '../shared/messages';
import { NoticeText } from '../shared/notice-text';
import { forgetPendingActivation, pendingActivation } from './pending-activation';

/** /empresas/activation?activationToken=: submitted once on arrival; the answer is the whole screen. */
export function CompanyActivationScreen(props: { activationToken?: string | undefined }) {
  const { t } = useTranslation();
  const { mutateAsync } = useActivateCompanyPlan();
  const started = useRef(false);
  // From the address, or kept while the person signed in (pending-activation.ts).
  const [activationToken] = useState(() => props.activationToken ?? pendingActivation());
  const [notice, setNotice] = useState<Notice | null>(
    activationToken ? null : { tone: 'error', key: 'auth:company.missingToken' },
  );

  useEffect(() => {
    // React runs effects twice in development; the token is single-use.
    if (!activationToken || started.current) return;
    started.current = true;
    forgetPendingActivation();
    void mutateAsync({ data: { activationToken } })
      .catch((failure: unknown) => failure)
      .then((outcome) => setNotice(companyActivationNotice(answerOf(outcome))));
  }, [activationToken, mutateAsync]);

  return (
    <AuthLayout title={t('auth:company.title')}>
      {notice ? (
        <>
          <NoticeText notice={notice} />
          <Link to="/painel" className={styles.link}>
            {t('auth:company.continue')}
          </Link>
        </>
      ) : (
        <p className={styles.text} role="status">
          {t('auth:company.working')}
        </p>
      )}
    </AuthLayout>
  );
}
