import type { FastifyInstance } from 'fastify';
import { addMonthsToDate, compareDates, todayInSaoPaulo } from '../../domain/dates.ts';
import { toCents, toDecimalString } from '../../domain/money.ts';
import { recurrenceOccurrences } from '../../domain/series.ts';
import type { RecurrentType } from '../../domain/types.ts';
import type { NewTransaction } from '../../repositories/transactions.ts';
import { withInvoices } from '../invoices/assign.ts';

// However far ahead someone looks, a daily repetition never grows past ten years from today.
const TOP_UP_LIMIT_MONTHS = 120;

/**
 * Open repetitions get their members up to the end of the period read (decision 100): stepped
 * from the earliest member, with the fields of the latest one (an applyForAll edit changed it).
 */
export async function topUpSeries(app: FastifyInstance, userIds: string[], periodEnd: string): Promise<void> {
  const limit = addMonthsToDate(todayInSaoPaulo(), TOP_UP_LIMIT_MONTHS);
  const until = compareDates(periodEnd, limit) > 0 ? limit : periodEnd;
  const open = await app.repos.transactions.openSeriesEndingBefore(userIds, until);
  for (const series of open) {
    if (!series.seriesId || series.firstIndex === null || series.lastIndex === null) continue;
    const { seriesId, firstIndex, lastIndex } = series;
    await app.repos.transaction(async (tx) => {
      const first = await tx.transactions.seriesMember(seriesId, firstIndex);
      const last = await tx.transactions.seriesMember(seriesId, lastIndex);
      if (!first || !last?.recurrentType) return;
      const occurrences = recurrenceOccurrences(
        {
          date: first.date,
          recurrentIndex: firstIndex,
          value: toCents(last.value),
          recurrentType: last.recurrentType as RecurrentType,
          seriesId,
        },
        until,
      ).filter((occurrence) => (occurrence.recurrentIndex ?? 0) > lastIndex);
      const rows: NewTransaction[] = occurrences.map((occurrence) => ({
        ...occurrence,
        value: toDecimalString(occurrence.value),
        userId: last.userId,
        paymentId: last.paymentId,
        categoryId: last.categoryId,
        transactionType: last.transactionType,
        name: last.name,
        description: last.description,
        paid: false,
      }));
      const payment = last.paymentId ? await tx.payments.findById(last.paymentId) : undefined;
      await tx.transactions.insertMany(payment ? await withInvoices(tx, payment, rows) : rows);
    });
  }
}
