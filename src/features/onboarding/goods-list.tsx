import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/ui/money-text';
import styles from './onboarding.module.css';
import type { GoodRow } from './onboarding-table';

interface GoodsListProps {
  goods: readonly GoodRow[];
  /** Goods the last save was refused for, by id, with what was refused. */
  rejected: ReadonlyMap<string, string>;
  onRemove: (id: string) => void;
}

/** The goods read from the spreadsheet's 'Bens' sheet, shown for review before saving. */
export function GoodsList({ goods, rejected, onRemove }: GoodsListProps) {
  const { t } = useTranslation();
  if (goods.length === 0) return null;
  return (
    <section aria-labelledby="onboarding-goods">
      <h3 id="onboarding-goods">{t('onboarding:goods.title')}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            {(
              [
                'type',
                'description',
                'marketValue',
                'settlementBalance',
                'instalment',
                'instalments',
              ] as const
            ).map((column) => (
              <th key={column} scope="col">
                {t(`onboarding:goods.${column}`)}
              </th>
            ))}
            <th>
              <span className="visually-hidden">{t('onboarding:table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {goods.map((good) => (
            <tr key={good.id}>
              <td>
                {t(`onboarding:goods.types.${good.type}`)}
                {rejected.has(good.id) ? <p className={styles.cellError}>{rejected.get(good.id)}</p> : null}
              </td>
              <td>{good.description}</td>
              <td>
                <MoneyText tone="plain" cents={good.marketCents} />
              </td>
              <td>
                {good.financed ? (
                  <MoneyText tone="plain" cents={good.settlementCents} />
                ) : (
                  t('onboarding:goods.notFinanced')
                )}
              </td>
              <td>{good.financed ? <MoneyText tone="plain" cents={good.instalmentCents} /> : null}</td>
              <td>{good.financed ? good.instalments : null}</td>
              <td>
                <button
                  type="button"
                  aria-label={t('onboarding:buttons.removeGood')}
                  onClick={() => onRemove(good.id)}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
