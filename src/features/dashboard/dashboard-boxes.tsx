import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/gen/model';
import type { WalletOwner } from '@/lib/family';
import type { Currency } from '@/lib/money';
import { RadialChart } from '@/ui/charts';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import styles from './dashboard.module.css';
import { DASHBOARD_LIST_LIMIT, type DuePayment, type objectiveProgress } from './dashboard-logic';

type ObjectiveProgress = ReturnType<typeof objectiveProgress>[number];

/** Each objective's saved share as a ring, and 'Ver mais' to /objetivos. */
export function ObjectivesBox({ objectives }: { objectives: readonly ObjectiveProgress[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="dashboard-objectives">
      <header className={styles.boxHeader}>
        <h2 id="dashboard-objectives" className={styles.boxTitle}>
          {t('dashboard:objectives.title')}
        </h2>
        <Link to="/objetivos" className={styles.link}>
          {t('dashboard:objectives.seeMore')}
        </Link>
      </header>
      {!objectives ? (
        <Skeleton variant="circle" width={120} height={120} />
      ) : objectives.length === 0 ? (
        <p className={styles.empty}>{t('dashboard:objectives.empty')}</p>
      ) : (
        <ul className={styles.rings}>
          {objectives.slice(0, DASHBOARD_LIST_LIMIT).map((objective) => (
            <li key={objective.id}>
              <RadialChart
                title={objective.name}
                caption={objective.name}
                value={objective.saved}
                max={objective.total}
                percent={objective.percent}
                kind="investment"
                size={120}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** At most five unpaid expenses and calendar items due tomorrow. */
export function TomorrowPayments({
  items,
  currency,
  hidden,
}: {
  items: readonly DuePayment[] | undefined;
  currency: Currency;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="dashboard-tomorrow">
      <h2 id="dashboard-tomorrow" className={styles.boxTitle}>
        {t('dashboard:tomorrow.title')}
      </h2>
      {!items ? (
        <Skeleton count={3} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('dashboard:tomorrow.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.listRow} data-testid="tomorrow-item">
              <span>
                {item.name}
                {item.source === 'calendar' ? (
                  <small className={styles.badge}>{t('dashboard:tomorrow.calendar')}</small>
                ) : null}
              </span>
              {hidden ? t('dashboard:cards.hidden') : <MoneyText cents={-item.cents} currency={currency} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Each wallet's balance at the end of the month; the list scrolls above five entries. */
export function WalletsBox({
  payments,
  balanceOf,
  owners,
  currency,
  hidden,
}: {
  payments: readonly Payment[] | undefined;
  balanceOf: ReadonlyMap<string, number>;
  /** A family member's wallet says whose it is, as on /carteiras (two 'Dinheiro' otherwise, audit D4). */
  owners: ReadonlyMap<string, WalletOwner>;
  currency: Currency;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  const scrolls = (payments?.length ?? 0) > DASHBOARD_LIST_LIMIT;
  return (
    <section className={styles.box} aria-labelledby="dashboard-wallets">
      <h2 id="dashboard-wallets" className={styles.boxTitle}>
        {t('dashboard:wallets.title')}
      </h2>
      {!payments ? (
        <Skeleton count={3} />
      ) : payments.length === 0 ? (
        <p className={styles.empty}>{t('dashboard:wallets.empty')}</p>
      ) : (
        <ul
          className={styles.list}
          data-scrolls={scrolls}
          // A scrolling region must be reachable by keyboard.
          tabIndex={scrolls ? 0 : undefined}
          aria-labelledby="dashboard-wallets"
          data-testid="wallets-list"
        >
          {payments.map((payment) => {
            const owner = owners.get(payment.user ?? '');
            return (
              <li key={payment._id} className={styles.listRow}>
                <Link to="/movimentacoes/$payment" params={{ payment: payment._id }} className={styles.link}>
                  {payment.name}
                  {owner ? (
                    <>
                      {' '}
                      <span className={styles.owner}>{owner.firstName}</span>
                    </>
                  ) : null}
                </Link>
                {hidden ? (
                  t('dashboard:cards.hidden')
                ) : balanceOf.has(payment._id) ? (
                  <MoneyText cents={balanceOf.get(payment._id) ?? 0} currency={currency} />
                ) : (
                  <Skeleton width={80} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
