import { useTranslation } from 'react-i18next';
import type { Objective } from '@/api/gen/model';
import { formatDateBr } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { MoneyText } from '@/ui/money-text';
import { CategoryIcon } from './category-icon';
import { figuresOf } from './objective-logic';
import { ObjectiveProgress } from './objective-progress';
import styles from './objectives.module.css';

/** View mode ('Histórico'): the objective's figures and every deposit and redemption. */
export function ObjectiveStatement({ objective, currency }: { objective: Objective; currency: Currency }) {
  const { t } = useTranslation();
  const figures = figuresOf(objective);
  const movements = objective.transactions ?? [];
  return (
    <div className={styles.form}>
      <div className={styles.cardHead}>
        <CategoryIcon category={objective.category} />
        <div className={styles.cardTitle}>
          <span className={styles.name}>{objective.name}</span>
          {objective.beginDate && objective.finalDate ? (
            <span className={styles.muted}>
              {t('objectives:modal.period', {
                begin: formatDateBr(objective.beginDate),
                final: formatDateBr(objective.finalDate),
              })}
            </span>
          ) : null}
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
        {t('objectives:modal.review.installment')}:{' '}
        <MoneyText cents={fromApiAmount(objective.installment ?? 0)} currency={currency} tone="plain" />
      </p>
      <h3 className={styles.stepTitle}>{t('objectives:modal.statementTitle')}</h3>
      <table className={styles.statement}>
        <tbody>
          {figures.initialCents > 0 ? (
            <tr>
              <td>{objective.beginDate ? formatDateBr(objective.beginDate) : ''}</td>
              <td>{t('objectives:modal.initialRow')}</td>
              <td>
                <MoneyText cents={figures.initialCents} currency={currency} />
              </td>
            </tr>
          ) : null}
          {movements.map((movement, index) => {
            const cents = fromApiAmount(movement.value);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: movements have no id and never reorder.
              <tr key={index}>
                <td>{formatDateBr(movement.date)}</td>
                <td>
                  {t(cents > 0 ? 'objectives:modal.statementDeposit' : 'objectives:modal.statementRedeem')}
                </td>
                <td>
                  <MoneyText cents={cents} currency={currency} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {movements.length === 0 ? <p className={styles.muted}>{t('objectives:modal.statementEmpty')}</p> : null}
    </div>
  );
}
