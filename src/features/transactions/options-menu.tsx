import { useTranslation } from 'react-i18next';
import styles from './transactions.module.css';

export interface MenuOption {
  key: string;
  label: string;
  onSelect: () => void;
}

/** The screen's dropdown of options (new transaction, bank operation, pay the invoice). */
export function OptionsMenu({ options }: { options: readonly MenuOption[] }) {
  const { t } = useTranslation();
  return (
    <details
      className={styles.menu}
      onKeyDown={(event) => {
        // The open list closes on Esc and gives the focus back to 'Opções' (audit G6).
        const menu = event.currentTarget;
        if (event.key !== 'Escape' || !menu.open) return;
        event.preventDefault();
        menu.removeAttribute('open');
        menu.querySelector('summary')?.focus();
      }}
    >
      <summary className={styles.menuButton}>{t('transactions:options.label')}</summary>
      <ul className={styles.menuList}>
        {options.map((option) => (
          <li key={option.key}>
            <button
              type="button"
              className={styles.menuItem}
              onClick={(event) => {
                const menu = event.currentTarget.closest('details');
                // The item hides with the menu: 'Opções' holds the focus, so the modal the option
                // opens gives it back there when it closes.
                menu?.querySelector('summary')?.focus();
                menu?.removeAttribute('open');
                option.onSelect();
              }}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
