import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/gen/model';
import { type GlobalModalName, openGlobalModal } from '@/app/ui-store';
import styles from './dashboard.module.css';

type ActionKey = 'transaction' | 'objective' | 'payment' | 'bankIntegration' | 'bankOperation';

const PROPS: Record<ActionKey, Record<string, unknown>> = {
  transaction: {},
  objective: { mode: 'new' },
  payment: {},
  bankIntegration: {},
  bankOperation: {},
};

/** The floating menu: each item opens a global modal; the bank movement needs a debit account. */
export function ActionMenu({ payments }: { payments: readonly Payment[] | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const hasDebit = Boolean(payments?.some((payment) => payment.type === 'debit'));
  function choose(key: ActionKey) {
    // Spec 2: without a bank account the bank movement item does nothing.
    if (key === 'bankOperation' && !hasDebit) return;
    // The item goes with the list: the menu's button holds the focus, so the modal gives it back there.
    toggle.current?.focus();
    setOpen(false);
    openGlobalModal(key satisfies GlobalModalName, PROPS[key]);
  }
  return (
    <nav
      className={styles.fab}
      aria-label={t('dashboard:actions.label')}
      data-tour="actions"
      onKeyDown={(event) => {
        // A menu button's list closes on Esc and gives the focus back to its button (audit G6).
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.fabButton}
        aria-expanded={open}
        aria-label={open ? t('dashboard:actions.close') : t('dashboard:actions.open')}
        onClick={() => setOpen(!open)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" stroke="currentColor">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M12 4v16M4 12h16'} strokeWidth="2.5" />
        </svg>
      </button>
      {open ? (
        <ul className={styles.fabList}>
          {(Object.keys(PROPS) as ActionKey[]).map((key) => (
            <li key={key}>
              <button
                type="button"
                className={styles.fabItem}
                aria-disabled={key === 'bankOperation' && !hasDebit ? true : undefined}
                onClick={() => choose(key)}
              >
                {t(`dashboard:actions.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
