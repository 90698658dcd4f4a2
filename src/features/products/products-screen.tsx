import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/api/gen/model';
import { productsQuery } from '@/api/queries';
import { useBrand } from '@/app/brand';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Page } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { chatLink } from './chat-link';
import { ProductArt } from './product-art';
import styles from './products.module.css';

/** Six placeholders while loading (spec 3 section 9). */
export const PRODUCT_SKELETONS = 6;

function ProductModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const link = chatLink(brand.contactPhone, t('products:chatMessage', { name: product.name }));
  return (
    <Modal open onClose={onClose} title={product.name}>
      <ProductArt image={product.image} name={product.name} />
      {product.aboutMessage ? <p className={styles.about}>{product.aboutMessage}</p> : null}
      {link ? (
        <a className={styles.chat} href={link} target="_blank" rel="noreferrer">
          {t('products:chat')}
        </a>
      ) : null}
    </Modal>
  );
}

/** /produtos, 'Nossos Produtos': a card per product; 'Contratar' opens its modal. */
export function ProductsScreen() {
  return <ProductsView products={useSuspenseQuery(productsQuery()).data} />;
}

/** The route's pending view: the six placeholders. */
export function ProductsPending() {
  return <ProductsView products={undefined} />;
}

function ProductsView({ products }: { products: Product[] | undefined }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Product>();
  return (
    <Page title={t('products:title')}>
      {products?.length === 0 ? <p className={styles.about}>{t('products:empty')}</p> : null}
      <ul className={styles.grid}>
        {products === undefined
          ? Array.from({ length: PRODUCT_SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
              <li key={index} className={styles.card}>
                <Skeleton variant="rect" height={160} />
              </li>
            ))
          : null}
        {products?.map((product) => (
          <li key={product._id ?? product.name} className={styles.card} aria-label={product.name}>
            <ProductArt image={product.image} name={product.name} />
            <h2 className={styles.name}>{product.name}</h2>
            <Button
              aria-label={t('products:hireNamed', { name: product.name })}
              onClick={() => setChosen(product)}
            >
              {t('products:hire')}
            </Button>
          </li>
        ))}
      </ul>
      {chosen ? <ProductModal product={chosen} onClose={() => setChosen(undefined)} /> : null}
    </Page>
  );
}
