import { useTranslation } from 'react-i18next';
import type { Client } from '@/api/gen/model';
import { ProgressBar } from '@/ui/progress-bar';
import styles from './client-list.module.css';
import { monthlyShare } from './clients';

interface ClientTableProps {
  clients: readonly Client[];
  onChoose: (client: Client) => void;
}

/**
 * 'Mensal': the bar of spent against planned (red from 100%, spec 1), or, with nothing planned for
 * the month, an empty bar that says so: '100%' there would read as a client who spent exactly the plan.
 */
function MonthlyProgress({ status }: { status: Client['financeStatus'] }) {
  const { t } = useTranslation();
  const share = monthlyShare(status);
  if (share) {
    return <ProgressBar label={t('auth:clients.columns.monthly')} value={share.spent} max={share.planned} />;
  }
  return (
    <div className={styles.unplanned}>
      <div className={styles.unplannedHeader}>
        <span>{t('auth:clients.columns.monthly')}</span>
        <span className={styles.unplannedText}>{t('auth:clients.noPlanning')}</span>
      </div>
      <div className={styles.unplannedTrack} data-testid="no-planning-track" />
    </div>
  );
}

/** Nome, Email, Código (dashes without one) and this month's spending against the plan. */
export function ClientTable({ clients, onChoose }: ClientTableProps) {
  const { t } = useTranslation();
  return (
    // At a phone's width 'Código' and 'Progresso' lie past the edge: the box that scrolls to them takes
    // focus, so a keyboard can scroll it too, named apart from the card's own 'Clientes' (decision 097).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keys.
    <section className={styles.scroll} aria-label={t('auth:clients.table')} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('auth:clients.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('auth:clients.columns.name')}</th>
            <th scope="col">{t('auth:clients.columns.email')}</th>
            <th scope="col">{t('auth:clients.columns.code')}</th>
            <th scope="col">{t('auth:clients.columns.progress')}</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client._id}>
              <th scope="row">
                <button
                  type="button"
                  className={styles.choose}
                  aria-label={t('auth:clients.open', { name: client.name })}
                  onClick={() => onChoose(client)}
                >
                  {client.name}
                </button>
              </th>
              <td>{client.email}</td>
              <td>{client.plannerCode || t('auth:clients.noCode')}</td>
              <td className={styles.progress}>
                <MonthlyProgress status={client.financeStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
