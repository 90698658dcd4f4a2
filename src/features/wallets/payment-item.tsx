import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/gen/model';
import { openGlobalModal } from '@/app/ui-store';
import type { WalletOwner } from '@/lib/family';
import { type Currency, fromApiAmount } from '@/lib/money';
import { Avatar } from '@/ui/avatar';
import { RadialChart } from '@/ui/charts';
import { MoneyText } from '@/ui/money-text';
import { ProgressBar } from '@/ui/progress-bar';
import { isManual } from './wallet-logic';
import styles from './wallets.module.css';

interface PaymentItemProps {
  payment: Payment;
  balanceCents: number | undefined;
  /** A card's limit in use; undefined when its invoices were not read (no bar rather than 0%). */
  usedCents: number | undefined;
  editable: boolean;
  /** A family member's wallet: whose it is. */
  owner: WalletOwner | undefined;
  outdated: boolean;
  currency: Currency;
}

/** One wallet: a link to its transactions, balance or limit, badges and the edit icon. */
export function PaymentItem({
  payment,
  balanceCents,
  usedCents,
  editable,
  owner,
  outdated,
  currency,
}: PaymentItemProps) {
  const { t } = useTranslation();
  const availableId = useId();
  const limit = fromApiAmount(payment.limit ?? 0);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Link to="/movimentacoes/$payment" params={{ payment: payment._id }} className={styles.name}>
          {payment.name}
        </Link>
        {owner ? (
          <span className={styles.owner}>
            <Avatar image={owner.image} name={owner.fullName} size={24} />
            {owner.firstName}
          </span>
        ) : null}
        {isManual(payment) ? <span className={styles.badge}>{t('wallets:manual')}</span> : null}
        {outdated ? (
          <span
            className={styles.alert}
            role="img"
            aria-label={t('wallets:outdated')}
            title={t('wallets:outdated')}
          >
            !
          </span>
        ) : null}
        {editable ? (
          <button
            type="button"
            className={styles.edit}
            aria-label={t('wallets:edit', { name: payment.name })}
            onClick={() => openGlobalModal('payment', { payment })}
          >
            <span aria-hidden="true">✎</span>
          </button>
        ) : null}
      </div>
      {payment.type === 'credit' ? (
        usedCents === undefined ? null : (
          <div className={styles.card}>
            <ProgressBar value={usedCents} max={limit} label={t('wallets:limitUse')} />
            {/* The ring's title is printed, not only its name: a bare '90%' and an amount under 'Uso
                do limite 10%' said nothing of what they were (audit M2). */}
            <span id={availableId} className={styles.ringTitle}>
              {t('wallets:availableLimit')}
            </span>
            <div className={styles.available}>
              <RadialChart
                labelledBy={availableId}
                value={Math.max(limit - usedCents, 0)}
                max={limit}
                size={96}
              />
              <MoneyText cents={limit - usedCents} currency={currency} />
            </div>
          </div>
        )
      ) : (
        <p className={styles.balance}>
          <span className="visually-hidden">{t('wallets:balance')} </span>
          {balanceCents === undefined ? null : <MoneyText cents={balanceCents} currency={currency} />}
        </p>
      )}
    </li>
  );
}
