import { moneyInputToCents } from '@/lib/masks';
import { type Currency, currencySymbol, DEFAULT_CURRENCY, formatMoneyNumber } from '@/lib/money';
import { TextField, type TextFieldProps } from './text-field';

export interface MoneyFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'mask' | 'prefix'> {
  /** Centavos, or null while empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
  currency?: Currency;
}

/** Digits fill from the right like a cash register, so the value is always whole centavos. */
export function MoneyField({ value, onChange, currency = DEFAULT_CURRENCY, ...rest }: MoneyFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      {...rest}
      prefix={currencySymbol(currency)}
      value={value === null ? '' : formatMoneyNumber(value, currency)}
      onChange={(text) => onChange(moneyInputToCents(text, currency))}
    />
  );
}
