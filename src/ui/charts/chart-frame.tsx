import { Responsive } from '@visx/visx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SeriesKind, seriesColour } from './chart-colours';
import styles from './charts.module.css';

export interface LegendEntry {
  key: string;
  label: string;
  kind: SeriesKind;
}

export interface ChartFrameProps {
  /** The accessible name of the picture (the chart's title). */
  title: string;
  height: number;
  legend?: readonly LegendEntry[];
  /** A fixed width (stories, tests); otherwise the chart fills its parent. */
  width?: number | undefined;
  children: (width: number) => ReactNode;
}

/** Sizes the SVG, names it for screen readers and prints the legend as text. */
export function ChartFrame({ title, height, legend, width, children }: ChartFrameProps) {
  const { t } = useTranslation();
  return (
    <figure className={styles.figure}>
      <div role="img" aria-label={title} style={{ height }}>
        {width ? (
          children(width)
        ) : (
          <Responsive.ParentSize debounceTime={50}>
            {({ width: parentWidth }) => (parentWidth > 0 ? children(parentWidth) : null)}
          </Responsive.ParentSize>
        )}
      </div>
      {legend && legend.length > 0 ? (
        <ul className={styles.legend} aria-label={t('ui:charts.legend')}>
          {legend.map((entry) => (
            <li key={entry.key} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: seriesColour(entry.kind) }} />
              {entry.label}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
