import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccess } from '@/api/gen/model';
import { TIME_ZONE } from '@/lib/dates';
import { onFirstUse } from '@/lib/on-first-use';
import { Button } from '@/ui/button';
import { FormOutcome } from '@/ui/form';
import { accessState, canSync, isLegacy } from './access-state';
import styles from './bank-connections.module.css';
import type { SyncOutcome } from './use-bank-sync';

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    }),
);

/** An instant as the cards show it: dd/mm/aaaa, hh:mm in São Paulo. */
export const formatInstant = (iso: string) => dateTime().format(new Date(iso));

export interface AccessItemProps {
  access: BankAccess;
  /** The institution, told apart from another connection to the same bank (audit S2). */
  name: string;
  now: Date;
  syncing: boolean;
  outcome: SyncOutcome | undefined;
  onSync: () => void;
  onRemove: () => void;
  onMigrate: () => void;
}

/** One connection: institution, status, last update, imported accounts and what can be done. */
export function AccessItem({
  access,
  name,
  now,
  syncing,
  outcome,
  onSync,
  onRemove,
  onMigrate,
}: AccessItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const state = accessState(access, now);
  const institution = name;
  const lastUpdate = access.lastUpdate ?? access.lastSynced;
  // When a sync last ran, whatever its outcome (decision 482); older servers only know lastSynced.
  const lastSync = access.lastSyncAttempt ?? access.lastSynced;
  return (
    <article className={styles.item} aria-labelledby={titleId} data-state={state}>
      <header className={styles.itemHeader}>
        <h3 id={titleId} className={styles.institution}>
          {institution}
        </h3>
        <span className={styles.badge} data-state={state}>
          {t(`bank-connections:status.${state}`)}
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>{t('bank-connections:columns.lastUpdate')}</dt>
        <dd>{lastUpdate ? formatInstant(lastUpdate) : t('bank-connections:never')}</dd>
        <dt>{t('bank-connections:lastSyncLabel')}</dt>
        <dd>{lastSync ? formatInstant(lastSync) : t('bank-connections:lastSyncNever')}</dd>
        {access.health ? (
          <>
            <dt>{t('bank-connections:health.label')}</dt>
            <dd data-health={access.health}>{t(`bank-connections:health.${access.health}`)}</dd>
          </>
        ) : null}
      </dl>
      {access.payments && access.payments.length > 0 ? (
        <ul className={styles.accounts} aria-label={t('bank-connections:accounts', { institution })}>
          {access.payments.map((payment) => (
            <li key={payment._id}>{payment.name}</li>
          ))}
        </ul>
      ) : null}
      {state === 'pending' ? <p className={styles.warning}>{t('bank-connections:pendingWarning')}</p> : null}
      {isLegacy(access) ? <p className={styles.warning}>{t('bank-connections:legacyWarning')}</p> : null}
      <FormOutcome outcome={outcome} />
      <div className={styles.actions}>
        {isLegacy(access) ? (
          <Button size="small" onClick={onMigrate}>
            {t('bank-connections:migrate', { institution })}
          </Button>
        ) : (
          <Button size="small" onClick={onSync} disabled={!canSync(access)} busy={syncing}>
            {syncing ? t('bank-connections:syncing') : t('bank-connections:sync', { institution })}
          </Button>
        )}
        <Button size="small" variant="danger" onClick={onRemove}>
          {t('bank-connections:remove', { institution })}
        </Button>
      </div>
    </article>
  );
}
