import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/money';
import { Button } from '@/ui/button';
import { MoneyText } from '@/ui/money-text';
import { ProgressBar } from '@/ui/progress-bar';
import styles from './planning.module.css';
import type { Group, PlanLine } from './planning-logic';

export interface BudgetCardProps {
  group: Group;
  lines: readonly PlanLine[];
  editing: boolean;
  currency: Currency;
  onEdit: (line: PlanLine) => void;
  onRemove: (line: PlanLine) => void;
  onAdd: () => void;
}

/** One of the five cards: each category planned against realised; not-planned ones marked. */
export function BudgetCard({ group, lines, editing, currency, onEdit, onRemove, onAdd }: BudgetCardProps) {
  const { t } = useTranslation();
  const title = t(`planning:groups.${group}`);
  const planned = lines.reduce((total, line) => total + line.planned, 0);
  return (
    <section className={styles.card} aria-label={title}>
      <header className={styles.cardHeader}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <MoneyText cents={planned} currency={currency} tone="plain" />
      </header>
      {group === 'essential' ? <p className={styles.hint}>{t('planning:groupHints.essential')}</p> : null}
      {lines.length === 0 ? <p className={styles.muted}>{t('planning:card.empty')}</p> : null}
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <div className={styles.lineHead}>
              <span className={[styles.lineName, line.isPlanned ? '' : styles.notPlanned].join(' ')}>
                {line.name}
                {line.isPlanned ? null : (
                  <span
                    role="img"
                    aria-label={t('planning:card.notPlanned')}
                    title={t('planning:card.notPlanned')}
                  >
                    ⓘ
                  </span>
                )}
              </span>
              {editing && line.isPlanned ? (
                <span>
                  <Button size="small" variant="ghost" onClick={() => onEdit(line)}>
                    {t('planning:card.edit', { name: line.name })}
                  </Button>
                  <Button size="small" variant="ghost" onClick={() => onRemove(line)}>
                    {t('planning:card.remove', { name: line.name })}
                  </Button>
                </span>
              ) : null}
            </div>
            <div className={styles.amounts}>
              <span>
                {t('planning:card.planned')}:{' '}
                <MoneyText cents={line.planned} currency={currency} tone="plain" />
              </span>
              <span>
                {t('planning:card.realised')}:{' '}
                <MoneyText cents={line.realised} currency={currency} tone="plain" />
              </span>
            </div>
            {line.isPlanned ? (
              <ProgressBar
                value={line.realised}
                max={line.planned}
                label={t('planning:card.realised')}
                tone="success"
                hideLabel
              />
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? (
        <Button size="small" variant="secondary" onClick={onAdd}>
          {t('planning:actions.addCategory')}
        </Button>
      ) : null}
    </section>
  );
}
