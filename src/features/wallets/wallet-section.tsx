import type { ReactNode } from 'react';
import styles from './wallets.module.css';

/** One of the three cards: 'Dinheiro', 'Contas Bancárias', 'Cartões de Crédito'. */
export function WalletSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
