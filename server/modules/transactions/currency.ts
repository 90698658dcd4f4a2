import type { FastifyRequest } from 'fastify';
import { type Currency, formatMoney, isCurrency } from '../../../src/lib/money.ts';
import { caller } from '../../auth/bearer.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { centsPerMinorUnit, fitsCurrency } from '../../domain/money.ts';
import { canSplitInstallments } from '../../domain/transaction-rules.ts';
import type { Cents } from '../../domain/types.ts';
import { HttpError } from '../../errors.ts';
import { t } from '../../i18n.ts';

/** The currency of the person whose data is written (the client a planner acts for). */
export async function ownerCurrency(request: FastifyRequest): Promise<Currency> {
  const user = await request.server.repos.users.findById(caller(request).userId);
  return isCurrency(user?.currency) ? user.currency : 'BRL';
}

/**
 * Decision 486: a JPY account writes whole yen only, or its rows, each rounded on screen, stop
 * adding up to the totals beside them. 'VALOR INVÁLIDO', with the reason under it.
 */
export function assertFitsCurrency(cents: number, currency: Currency, field: string): void {
  if (fitsCurrency(cents, currency)) return;
  throw new HttpError(400, MESSAGES.invalidValue, [{ message: t('money.wholeAmountsOnly'), field }]);
}

/** The amounts (in cents, by field) a write sets, in the owner's currency; absent ones are not checked. */
export async function refuseFractionalAmounts(
  request: FastifyRequest,
  amounts: Record<string, Cents | undefined>,
): Promise<Currency> {
  const currency = await ownerCurrency(request);
  for (const [field, cents] of Object.entries(amounts))
    if (cents !== undefined) assertFitsCurrency(cents, currency, field);
  return currency;
}

/** Decision 486: no instalment below one minor unit (R$ 0,01, JP¥ 1). */
export function assertInstallmentsFit(total: Cents, installments: number, currency: Currency): void {
  const unit = centsPerMinorUnit(currency);
  const rule = canSplitInstallments(total, installments, unit);
  if (rule.ok) return;
  const message = t('money.installmentTooSmall', { minimum: formatMoney(unit, currency) });
  throw new HttpError(400, rule.message, [{ message, field: 'lastInstallment' }]);
}
