import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** CSS length or px. */
  width?: number | string;
  height?: number | string;
  /** Number of stacked blocks (text lines, cards). */
  count?: number;
}

/** Placeholder while data loads; announced once as 'Carregando…' rather than block by block. */
export function Skeleton({ variant = 'text', width = '100%', height, count = 1 }: SkeletonProps) {
  const { t } = useTranslation();
  const style: CSSProperties = { width, height: height ?? (variant === 'text' ? undefined : 48) };
  if (variant === 'circle') style.height = height ?? width;
  const className = [styles.block, variant === 'text' && styles.text, variant === 'circle' && styles.circle]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.group} role="status" aria-label={t('ui:skeleton.loading')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
        <span key={index} className={className} style={style} />
      ))}
    </div>
  );
}
