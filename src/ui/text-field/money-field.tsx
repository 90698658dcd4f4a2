import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyInputToCents, readWrittenAmount } from '@/lib/masks';
import { type Currency, currencySymbol, DEFAULT_CURRENCY, formatMoneyNumber } from '@/lib/money';
import { TextField, type TextFieldProps } from './text-field';
import styles from './text-field.module.css';

export interface MoneyFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'mask' | 'prefix'> {
  /** Centavos, or null while empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
  currency?: Currency;
  /**
   * May be below zero (an overdrawn account's opening balance, audit K13): a '−' button beside the
   * amount turns the sign, as does '-' typed anywhere; a pasted '-R$ 150' keeps its sign.
   */
  signed?: boolean;
}

/**
 * Text the browser puts in whole (autofill, a paste or drop the handlers below did not take). A
 * script's `fill` types its text in one insertion and stays on the cash register, as keys do.
 */
function insertedWhole(event: Event): string | null {
  if (!(event instanceof InputEvent)) return null;
  const whole = ['insertReplacementText', 'insertFromPaste', 'insertFromDrop'].includes(event.inputType);
  return whole ? (event.data ?? event.dataTransfer?.getData('text/plain') ?? '') : null;
}

/**
 * Digits typed fill from the right like a cash register, so the value is always whole centavos. An
 * amount pasted, dropped or autofilled is read as written ('R$ 1.500' is R$ 1.500,00, audit K7);
 * one that is no amount, or above the bound, leaves the field as it was and says 'VALOR INVÁLIDO'.
 */
export function MoneyField({
  value,
  onChange,
  currency = DEFAULT_CURRENCY,
  signed = false,
  error,
  ...rest
}: MoneyFieldProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const negative = value !== null && value < 0;
  const withSign = (cents: number, minus: boolean) => (signed && minus && cents !== 0 ? -cents : cents);
  const takeWritten = (text: string) => {
    // A paste or a drop still reaches a read-only field (an imported account's balance): it keeps its value.
    if (rest.readOnly || rest.disabled) return;
    const cents = readWrittenAmount(text, currency);
    setRefused(cents === null);
    if (cents !== null) onChange(withSign(cents, /[-−]/.test(text)));
  };
  return (
    <TextField
      inputMode="numeric"
      {...rest}
      error={error ?? (refused ? t('ui:money.invalid') : undefined)}
      prefix={currencySymbol(currency)}
      value={value === null ? '' : formatMoneyNumber(value, currency)}
      onPaste={(event) => {
        event.preventDefault();
        takeWritten(event.clipboardData.getData('text/plain'));
      }}
      onDrop={(event) => {
        event.preventDefault();
        takeWritten(event.dataTransfer.getData('text/plain'));
      }}
      onChange={(text, event) => {
        const written = insertedWhole(event.nativeEvent);
        if (written !== null) return takeWritten(written);
        setRefused(false);
        const cents = moneyInputToCents(text, currency);
        // The shown '-' and each one typed count: an odd number of them is below zero.
        const minuses = text.match(/-/g)?.length ?? 0;
        onChange(cents === null ? null : withSign(cents, minuses % 2 === 1));
      }}
      suffix={
        signed ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={t('ui:money.negative')}
            aria-pressed={negative}
            disabled={rest.readOnly || rest.disabled || !value}
            onClick={() => value !== null && value !== 0 && onChange(-value)}
          >
            {t('ui:money.sign')}
          </button>
        ) : undefined
      }
    />
  );
}
