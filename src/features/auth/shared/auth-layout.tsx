import { type ReactNode, useId } from 'react';
import { useBrand } from '@/app/brand';
import styles from './auth.module.css';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  /** The client table needs more room than a form. */
  wide?: boolean;
}

/** The card every door of the product sits in: brand name, one heading, the form. */
export function AuthLayout({ title, children, wide = false }: AuthLayoutProps) {
  const brand = useBrand();
  const titleId = useId();
  return (
    <main className={styles.page}>
      <section
        className={[styles.card, wide && styles.wide].filter(Boolean).join(' ')}
        aria-labelledby={titleId}
      >
        <p className={styles.brand}>{brand.brand}</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
