import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPromotionalCodes } from '@/api/gen/endpoints/promotionalcodes/promotionalcodes';
import type { Plan, PromotionalCode } from '@/api/gen/model';
import { itemsOf } from '@/api/queries';
import { formatMoney, fromApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import styles from '../subscriptions.module.css';

export interface PromoCodeProps {
  plan: string;
  applied: PromotionalCode | null;
  onApplied: (code: PromotionalCode | null) => void;
}

/** The promotional code: looked up for the chosen plan; the total below shows the discount. */
export function PromoCode({ plan, applied, onApplied }: PromoCodeProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    const code = text.trim();
    if (!code) return;
    setBusy(true);
    setRefused(null);
    try {
      const found = itemsOf(await listPromotionalCodes({ code, plan: plan as Plan }))[0];
      if (found) onApplied(found);
      else setRefused(t('subscriptions:subscribe.promoRefused'));
    } catch {
      setRefused(t('subscriptions:subscribe.promoRefused'));
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    const discount =
      applied.discountType === 'fixed'
        ? formatMoney(fromApiAmount(applied.discount ?? 0))
        : `${applied.discount ?? 0}%`;
    return (
      <div className={styles.actions}>
        <p role="status">{t('subscriptions:subscribe.promoApplied', { code: applied.code, discount })}</p>
        <Button variant="ghost" size="small" onClick={() => onApplied(null)}>
          {t('subscriptions:subscribe.removePromo')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <TextField
        label={t('subscriptions:subscribe.promoCode')}
        value={text}
        onChange={(value) => setText(value.toUpperCase())}
        maxLength={200}
        error={refused ?? undefined}
      />
      <Button variant="secondary" onClick={() => void apply()} busy={busy}>
        {t('subscriptions:subscribe.applyPromo')}
      </Button>
    </div>
  );
}
