import type { FastifyInstance } from 'fastify';
import { fromCents } from '../../domain/money.ts';
import { balanceOfTotals } from '../../domain/residual.ts';
import type { InvoiceRow } from '../../repositories/invoices.ts';
import { presentTransaction } from '../transactions/present.ts';
import type { Schemas } from '../types.ts';

type Invoice = Schemas['Invoice'];

/**
 * Invoices with their items (the card rows), in date order; totals are the items' sum. `balance` is
 * what is still owed (decisions 103, 124): items, plus what was paid to it, less what it carried on.
 */
/** Only an invoice that handed a credit on says so: most never do. */
const creditCarried = (cents: number) => (cents > 0 ? { creditCarried: fromCents(cents) } : {});

export async function presentInvoices(app: FastifyInstance, rows: InvoiceRow[]): Promise<Invoice[]> {
  const ids = rows.map((row) => row.id);
  const [itemIds, sums] = await Promise.all([
    app.repos.invoices.itemIds(ids),
    app.repos.invoices.sumsOf(ids),
  ]);
  const items = await app.repos.transactions.findDetailedMany([...itemIds.values()].flat());
  const byId = new Map(items.map((item) => [item.id, presentTransaction(item)]));
  const balanceOf = (id: string) => {
    const sum = sums.get(id);
    if (!sum) return 0;
    return balanceOfTotals({
      itemsTotal: sum.itemsCents,
      paidTotal: sum.paidCents,
      carriedTotal: sum.carriedCents,
    });
  };
  return rows.map((row) => ({
    _id: row.id,
    creditCardId: row.paymentId,
    user: row.userId,
    items: (itemIds.get(row.id) ?? []).flatMap((id) => byId.get(id) ?? []),
    balance: fromCents(balanceOf(row.id)),
    ...creditCarried(sums.get(row.id)?.creditCarriedCents ?? 0),
    ...(row.closingDate ? { closeOnDay: row.closingDate } : {}),
    ...(row.externalId ? { externalId: row.externalId } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function presentInvoice(app: FastifyInstance, row: InvoiceRow): Promise<Invoice> {
  const [invoice] = await presentInvoices(app, [row]);
  if (!invoice) throw new Error('invoice presentation returned nothing');
  return invoice;
}
