import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import styles from './bank-connections.module.css';
import { demoItemId, SUPPORTED_BANKS, type SupportedBank } from './banks';

/** What the provider's widget reports: an item, or USER_AUTHORIZATION_PENDING with its item. */
export interface WidgetResult {
  itemId: string;
  bank: { institution: string; connector: number };
  pending: boolean;
}

export interface DemoWidgetProps {
  onResult: (result: WidgetResult) => void;
  /** Makes item ids unique; the real widget gets them from the provider. */
  nonce?: () => string;
}

/**
 * Demo mode's stand-in for the open-banking widget: the seven banks, then "connect" or "authorise
 * later in the bank's app" (the widget's USER_AUTHORIZATION_PENDING). The server's demo provider
 * answers deterministic accounts and transactions for the item it reports.
 */
export function DemoWidget({ onResult, nonce = () => crypto.randomUUID() }: DemoWidgetProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<SupportedBank | null>(null);

  if (!chosen) {
    return (
      <section className={styles.widget} aria-label={t('bank-connections:widget.banks')}>
        <p>{t('bank-connections:widget.choose')}</p>
        <ul className={styles.bankList}>
          {SUPPORTED_BANKS.map((bank) => (
            <li key={bank.connector}>
              <Button variant="secondary" fullWidth onClick={() => setChosen(bank)}>
                {bank.institution}
              </Button>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t('bank-connections:widget.demoNote')}</p>
      </section>
    );
  }
  const report = (pending: boolean) =>
    onResult({ itemId: demoItemId(chosen, nonce()), bank: chosen, pending });
  return (
    <section className={styles.widget} aria-label={chosen.institution}>
      <p>{t('bank-connections:widget.authorise', { institution: chosen.institution })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setChosen(null)}>
          {t('common:actions.back')}
        </Button>
        <Button variant="secondary" onClick={() => report(true)}>
          {t('bank-connections:widget.authoriseLater')}
        </Button>
        <Button onClick={() => report(false)}>
          {t('bank-connections:widget.connectTo', { institution: chosen.institution })}
        </Button>
      </div>
    </section>
  );
}
