import { useTranslation } from 'react-i18next';
import { useCurrentUser, useSession } from '@/app/session';
import { openGlobalModal } from '@/app/ui-store';
import { todayIso } from '@/lib/dates';
import { walletOwners } from '@/lib/family';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { PaymentItem } from './payment-item';
import { useWalletsData, type WalletsData } from './use-wallets-data';
import { invoicesRead, isEditable, limitInUse, needsSync, sortAccounts } from './wallet-logic';
import { WalletSection } from './wallet-section';
import styles from './wallets.module.css';
import { WalletsSummary } from './wallets-summary';

/** /carteiras, 'Formas de Pagamento'. */
export function WalletsScreen({ now }: { now?: Date }) {
  return <WalletsView data={useWalletsData()} now={now} />;
}

/** The route's pending view: the title and its action over the wallets' skeleton. */
export function WalletsPending() {
  return <WalletsView data={undefined} />;
}

function WalletsView({ data, now = new Date() }: { data: WalletsData | undefined; now?: Date }) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('wallets:title')}</h1>
        <Button onClick={() => openGlobalModal('payment', {})}>{t('wallets:newPayment')}</Button>
      </header>
      {data ? <Wallets data={data} now={now} /> : <Skeleton variant="rect" count={3} height={120} />}
    </div>
  );
}

function Wallets({ data, now }: { data: WalletsData; now: Date }) {
  const { t } = useTranslation();
  const { currency } = useSession();
  const user = useCurrentUser();
  const userId = user?._id ?? '';
  const owners = walletOwners(user?.family?.members, userId);
  const today = todayIso(now);
  const accessOf = new Map(data.accesses.map((access) => [access._id, access]));
  const item = (payment: WalletsData['payments'][number]) => (
    <PaymentItem
      key={payment._id}
      payment={payment}
      balanceCents={data.balanceOf.get(payment._id)}
      usedCents={
        payment.type === 'credit' && invoicesRead(payment, userId, data.familyInvoices)
          ? limitInUse(payment, data.invoices, today)
          : undefined
      }
      editable={isEditable(payment, userId)}
      owner={payment.user && payment.user !== userId ? owners.get(payment.user) : undefined}
      outdated={Boolean(payment.bankAccess) && needsSync(accessOf.get(payment.bankAccess ?? ''), now)}
      currency={currency}
    />
  );
  const payments = data.payments;
  const cash = payments.filter((payment) => payment.type === 'money');
  const accounts = sortAccounts(payments.filter((payment) => payment.type === 'debit'));
  const cards = sortAccounts(payments.filter((payment) => payment.type === 'credit'));
  return (
    <>
      {accounts.length === 0 && cards.length === 0 ? (
        <EmptyState>
          <p>{t('wallets:hints.connect')}</p>
          <p>{t('wallets:hints.manual')}</p>
          <div className={styles.hints}>
            <Button variant="secondary" onClick={() => openGlobalModal('bankIntegration', {})}>
              {t('wallets:hints.connectAction')}
            </Button>
            <Button onClick={() => openGlobalModal('payment', {})}>{t('wallets:hints.manualAction')}</Button>
          </div>
        </EmptyState>
      ) : null}
      <div className={styles.grid}>
        <WalletSection id="wallets-cash" title={t('wallets:cash')}>
          {cash.map(item)}
        </WalletSection>
        {accounts.length > 0 ? (
          <WalletSection id="wallets-accounts" title={t('wallets:accounts')}>
            {accounts.map(item)}
          </WalletSection>
        ) : null}
        {cards.length > 0 ? (
          <WalletSection id="wallets-cards" title={t('wallets:cards')}>
            {cards.map(item)}
          </WalletSection>
        ) : null}
        <WalletsSummary wallets={[...cash, ...accounts]} balanceOf={data.balanceOf} currency={currency} />
      </div>
    </>
  );
}
