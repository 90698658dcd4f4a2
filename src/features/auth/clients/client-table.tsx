import { useTranslation } from 'react-i18next';
import type { Client } from '@/api/gen/model';
import { ProgressBar } from '@/ui/progress-bar';
import styles from './client-list.module.css';

interface ClientTableProps {
  clients: readonly Client[];
  onChoose: (client: Client) => void;
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
                <ProgressBar
                  label={t('auth:clients.columns.monthly')}
                  value={client.financeStatus?.spended ?? 0}
                  max={client.financeStatus?.planned ?? 0}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
