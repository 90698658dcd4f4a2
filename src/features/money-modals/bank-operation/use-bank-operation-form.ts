import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { walletSeriesQuery } from '@/api/queries';
import { chartDateRange, currentMonth, todayIso } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import {
  type BankOperationContext,
  type BankOperationValues,
  bankOperationSchema,
} from './bank-operation-values';

/** The source's balance today: the last of the six closing balances of its chart. */
function useSourceBalance(paymentId: string): number | undefined {
  const { startDate, endDate } = chartDateRange(currentMonth());
  const chart = useQuery({
    ...walletSeriesQuery({ inicio: startDate, fim: endDate, paymentId }),
    enabled: paymentId !== '',
  });
  const last = chart.data?.at(-1);
  return last === undefined ? undefined : fromApiAmount(last);
}

/**
 * The bank operation form. The schema checks the value against the source's balance, which loads
 * after the source is chosen: it reads today and that balance when it runs.
 */
export function useBankOperationForm(onValid: (values: BankOperationValues) => Promise<void>) {
  const [defaults] = useState<BankOperationValues>(() => ({
    kind: 'transfer',
    source: '',
    destination: '',
    cents: null,
    date: todayIso(),
  }));
  const context = useRef<BankOperationContext>({ today: todayIso(), sourceBalanceCents: undefined });
  const [schema] = useState(() => bankOperationSchema(() => context.current));
  const form = useForm({
    defaultValues: defaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onValid(value),
  });
  const balance = useSourceBalance(useStore(form.store, (state) => state.values.source));
  useEffect(() => {
    context.current = { today: todayIso(), sourceBalanceCents: balance };
  });
  return form;
}

export type BankOperationForm = ReturnType<typeof useBankOperationForm>;
