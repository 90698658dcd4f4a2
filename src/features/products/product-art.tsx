import { useTranslation } from 'react-i18next';
import styles from './products.module.css';

/** The six image keys the contract names; anything else is a full address. */
const GLYPHS = {
  fgts: 'M20 44h40v8H20zM28 20h24v20H28z',
  consorcio: 'M16 40l24-20 24 20v20H16zM34 48h12v12H34z',
  consultoria: 'M40 18a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM22 62c0-12 8-18 18-18s18 6 18 18z',
  curso: 'M12 30l28-12 28 12-28 12zM24 38v12c8 6 24 6 32 0V38',
  emprestimo: 'M16 28h48v28H16zM40 34a8 8 0 1 1 0 16a8 8 0 1 1 0-16z',
  investimento: 'M14 58l16-16 10 10 22-24M50 28h12v12',
} as const;
type ImageKey = keyof typeof GLYPHS;
const isKey = (image: string): image is ImageKey => image in GLYPHS;

/** A product's picture: a drawn pictogram for the known keys, the address otherwise. */
export function ProductArt({ image, name }: { image?: string; name: string }) {
  const { t } = useTranslation();
  if (image && !isKey(image))
    return <img className={styles.art} src={image} alt={t('products:images.other', { name })} />;
  const key: ImageKey = image && isKey(image) ? image : 'consultoria';
  return (
    <svg className={styles.art} viewBox="0 0 80 80" role="img" aria-label={t(`products:images.${key}`)}>
      <rect width="80" height="80" rx="12" className={styles.artBack} />
      <path d={GLYPHS[key]} className={styles.artGlyph} />
    </svg>
  );
}
