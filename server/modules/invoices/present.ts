import type { FastifyInstance } from 'fastify';
import type { InvoiceRow } from '../../repositories/invoices.ts';
import { presentTransaction } from '../transactions/present.ts';
import type { Schemas } from '../types.ts';

type Invoice = Schemas['Invoice'];

/** Invoices with their items (the card rows), in date order; totals are the items' sum. */
export async function presentInvoices(app: FastifyInstance, rows: InvoiceRow[]): Promise<Invoice[]> {
  const itemIds = await app.repos.invoices.itemIds(rows.map((row) => row.id));
  const items = await app.repos.transactions.findDetailedMany([...itemIds.values()].flat());
  const byId = new Map(items.map((item) => [item.id, presentTransaction(item)]));
  return rows.map((row) => ({
    _id: row.id,
    creditCardId: row.paymentId,
    user: row.userId,
    items: (itemIds.get(row.id) ?? []).flatMap((id) => byId.get(id) ?? []),
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
