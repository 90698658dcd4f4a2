import { type ReactNode, type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SeriesKind, seriesColour } from './chart-colours';
import type { FigureGroup } from './chart-figures';
import styles from './charts.module.css';

export interface LegendEntry {
  key: string;
  label: string;
  kind: SeriesKind;
}

/**
 * What names the picture: its title, as the accessible name only; or the ids of what the screen
 * already prints as its title (a heading of the card), so the name is the visible text and a
 * screen reader does not get a second copy of it to keep in step (audit M2).
 */
export type ChartName = { title: string; labelledBy?: undefined } | { labelledBy: string; title?: undefined };

export type ChartFrameProps = ChartName & {
  height: number;
  legend?: readonly LegendEntry[];
  /**
   * A line under the picture, as HTML: it wraps within the picture's width where SVG text would be
   * cut at the edge ('Reserva de emergência' read 'eserva de emergênc' in a 120 px ring).
   */
  caption?: string | undefined;
  /**
   * The figures the picture draws, read by a screen reader after its name (the picture itself is
   * hidden from it). A description rather than a hidden table: the legend already prints the series
   * names, and a table would print them twice on the page (decision 099).
   */
  figures?: readonly FigureGroup[];
  /** A fixed width (stories, tests); otherwise the chart fills its parent. */
  width?: number | undefined;
  children: (width: number) => ReactNode;
};

/** Draws `children` at the width of its box, again whenever that width changes. */
function FillWidth({ children }: { children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  return (
    <div ref={box} className={styles.fill}>
      {width > 0 ? children(width) : null}
    </div>
  );
}

/**
 * The box's width, observed. A chart is drawn in a transition: measured after the screen's first
 * frame, it would otherwise be drawn in one task of its own, the longest of a dashboard's load on a
 * phone (issue 12, decision 423).
 */
function useBoxWidth(box: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      startTransition(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/** Sizes the SVG, names it for screen readers and prints the legend as text. */
export function ChartFrame({
  title,
  labelledBy,
  height,
  legend,
  caption,
  figures,
  width,
  children,
}: ChartFrameProps) {
  const { t } = useTranslation();
  const description = figures
    ?.map((group) => {
      const entries = group.figures
        .map(({ label, value }) => t('ui:charts.figure', { label, value }))
        .join(', ');
      return group.heading ? t('ui:charts.figureGroup', { heading: group.heading, entries }) : entries;
    })
    .join('; ');
  return (
    <figure className={styles.figure}>
      <div
        role="img"
        aria-label={title}
        aria-labelledby={labelledBy}
        aria-description={description || undefined}
        style={{ height }}
      >
        {width ? children(width) : <FillWidth>{children}</FillWidth>}
      </div>
      {caption ? (
        <figcaption className={styles.caption} style={width ? { maxWidth: width } : undefined}>
          {caption}
        </figcaption>
      ) : null}
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
