import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/api/gen/model';
import { formatDateBr } from '@/lib/dates';
import { formatMoney, fromApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import styles from '../subscriptions.module.css';

/**
 * After subscribing: a card invoice to follow, a Pix QR code with its copy-paste code, or a boleto's
 * digitable line and PDF. The QR code is the gateway's image: no QR library in the bundle.
 */
export function PaymentResult({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const invoice = subscription.latestInvoice;
  const type = invoice?.payable_with ?? subscription.paymentType ?? 'credit_card';
  const lead =
    type === 'pix'
      ? t('subscriptions:subscribe.donePix')
      : type === 'bank_slip'
        ? t('subscriptions:subscribe.doneBoleto')
        : t('subscriptions:subscribe.doneCard');
  return (
    <section className={styles.section} aria-labelledby="subscribe-done-title">
      <h2 id="subscribe-done-title" className={styles.sectionTitle}>
        {t('subscriptions:subscribe.doneTitle')}
      </h2>
      <p role="status">{lead}</p>
      {invoice ? (
        <p>
          {formatMoney(fromApiAmount(invoice.total))} ·{' '}
          {t('subscriptions:subscribe.dueOn', { date: formatDateBr(invoice.due_date) })}
        </p>
      ) : null}
      {type === 'pix' && invoice?.pix ? (
        <PixBox qrcode={invoice.pix.qrcode} code={invoice.pix.qrcode_text} />
      ) : null}
      {type === 'bank_slip' && invoice?.bank_slip ? (
        <div className={styles.column}>
          {invoice.bank_slip.digitable_line ? (
            <CopyCode
              label={t('subscriptions:subscribe.digitableLine')}
              code={invoice.bank_slip.digitable_line}
            />
          ) : null}
          {invoice.bank_slip.bank_slip_pdf_url ? (
            <a href={invoice.bank_slip.bank_slip_pdf_url} target="_blank" rel="noreferrer">
              {t('subscriptions:subscribe.boletoPdf')}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        {invoice?.secure_url ? (
          <a href={invoice.secure_url} target="_blank" rel="noreferrer">
            {t('subscriptions:subscribe.openInvoice')}
          </a>
        ) : null}
        <Link to="/configuracoes/plano">{t('subscriptions:subscribe.backToPlan')}</Link>
      </div>
    </section>
  );
}

function PixBox({ qrcode, code }: { qrcode: string | undefined; code: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.column}>
      {qrcode ? (
        <img className={styles.qr} src={qrcode} alt={t('subscriptions:subscribe.pixQrCode')} />
      ) : null}
      {code ? <CopyCode label={t('subscriptions:subscribe.pixCode')} code={code} /> : null}
    </div>
  );
}

function CopyCode({ label, code }: { label: string; code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.column}>
      <TextField label={label} value={code} readOnly onChange={() => undefined} className={styles.code} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(code)
              .then(() => setCopied(true))
              .catch(() => undefined)
          }
        >
          {t('subscriptions:subscribe.copy')}
        </Button>
        {copied ? <span role="status">{t('subscriptions:subscribe.copied')}</span> : null}
      </div>
    </div>
  );
}
