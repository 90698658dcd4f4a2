import { useTranslation } from 'react-i18next';
import type { Objective } from '@/api/gen/model';
import { openGlobalModal } from '@/app/ui-store';
import type { Currency } from '@/lib/money';
import { Button } from '@/ui/button';
import { MoneyText } from '@/ui/money-text';
import { CategoryIcon } from './category-icon';
import { figuresOf } from './objective-logic';
import { ObjectiveProgress } from './objective-progress';
import styles from './objectives.module.css';

export interface ObjectiveCardProps {
  objective: Objective;
  currency: Currency;
  onDelete: (objective: Objective) => void;
}

/** Name, category, progress, a check when done, and Histórico / Depositar / Resgatar / Excluir. */
export function ObjectiveCard({ objective, currency, onDelete }: ObjectiveCardProps) {
  const { t } = useTranslation();
  const figures = figuresOf(objective);
  const open = (mode: 'view' | 'deposit', direction?: 'redeem') =>
    openGlobalModal('objective', { mode, objective, ...(direction ? { direction } : {}) });
  return (
    <li className={styles.card} data-done={figures.done} aria-labelledby={`objective-${objective._id}`}>
      <div className={styles.cardHead}>
        <CategoryIcon category={objective.category} />
        <div className={styles.cardTitle}>
          <h2 id={`objective-${objective._id}`} className={styles.name}>
            {objective.name}
          </h2>
          <span className={styles.muted}>{t(`objectives:categories.${objective.category}`)}</span>
        </div>
        {figures.done ? (
          <span className={styles.check} role="img" aria-label={t('objectives:doneLabel')}>
            ✓
          </span>
        ) : null}
      </div>
      <ObjectiveProgress
        share={figures.share}
        percent={figures.percent}
        name={objective.name}
        done={figures.done}
      />
      <p className={styles.amounts}>
        <MoneyText cents={figures.initialCents + figures.paidCents} currency={currency} tone="plain" />
        <span className={styles.muted}> / </span>
        <MoneyText cents={figures.totalCents} currency={currency} tone="plain" />
      </p>
      {/* Its account went with a bank connection (decision 029): what it saved stays, 'Depositar' asks. */}
      {objective.payment || figures.done ? null : (
        <p className={styles.warning}>{t('objectives:noAccount')}</p>
      )}
      <div className={styles.cardActions}>
        <Button variant="ghost" onClick={() => open('view')}>
          {t('objectives:actions.statement')}
        </Button>
        <Button variant="secondary" disabled={figures.done} onClick={() => open('deposit')}>
          {t('objectives:actions.deposit')}
        </Button>
        <Button
          variant="secondary"
          disabled={figures.paidCents <= 0}
          onClick={() => open('deposit', 'redeem')}
        >
          {t('objectives:actions.redeem')}
        </Button>
        <Button variant="danger" onClick={() => onDelete(objective)}>
          {t('objectives:actions.delete')}
        </Button>
      </div>
    </li>
  );
}
