import type { FastifyInstance } from 'fastify';
import { formatDateBr } from '../../src/lib/dates.ts';
import { DEV_PREFIX, type DevGateway } from './dev-gateway.ts';

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const money = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });

const STATUS: Record<string, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  // Refused on this page, or cancelled when a new checkout replaced its subscription (audit AE1).
  canceled: 'Cancelada',
};

/**
 * The development gateway's own surface, outside /api like a real gateway's (decision 433): the card
 * tokeniser the browser posts to, and each invoice's page (`secure_url`) with 'Pagar' and 'Recusar'.
 */
export async function registerDevGateway(app: FastifyInstance, dev: DevGateway): Promise<void> {
  await app.register(
    async (scope) => {
      scope.post('/v1/payment_token', async (request, reply) => {
        const answer = await dev.tokenise(request.body);
        return reply.code(answer.status).send(answer.body);
      });

      scope.get<{ Params: { id: string } }>('/invoices/:id', async (request, reply) => {
        const invoice = await dev.getInvoice(request.params.id);
        if (!invoice)
          return reply.code(404).type('text/html; charset=utf-8').send('<p>Fatura não encontrada</p>');
        const open = invoice.status === 'pending';
        const plan = await dev.invoicePlan(invoice);
        const form = (action: string, label: string) =>
          `<form method="post" action="${DEV_PREFIX}/invoices/${html(invoice.id)}/${action}"><button type="submit">${label}</button></form>`;
        const page = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Fatura ${html(invoice.id)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<main><h1>Fatura de teste (gateway de desenvolvimento)</h1>
${plan ? `<p>Plano: <code data-plan>${html(plan)}</code></p>` : ''}
<p>Valor: <strong>${money(invoice.totalCents)}</strong>${invoice.discountCents ? ` (desconto de ${money(invoice.discountCents)})` : ''}</p>
<p>Vencimento: ${formatDateBr(invoice.dueDate)}</p>
<p>Situação: <strong data-status="${html(invoice.status)}">${html(STATUS[invoice.status] ?? invoice.status)}</strong></p>
${invoice.pix?.qrcode_text ? `<p>Pix copia e cola: <code>${html(invoice.pix.qrcode_text)}</code></p>` : ''}
${invoice.bankSlip?.digitable_line ? `<p>Linha digitável: <code>${html(invoice.bankSlip.digitable_line)}</code></p>` : ''}
${open ? form('pay', 'Pagar') + form('refuse', 'Recusar') : ''}
</main></body></html>`;
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
      });

      for (const [action, outcome] of [
        ['pay', 'paid'],
        ['refuse', 'canceled'],
      ] as const) {
        scope.post<{ Params: { id: string } }>(`/invoices/:id/${action}`, async (request, reply) => {
          const invoice = await dev.settle(request.params.id, outcome);
          if (!invoice) return reply.code(404).send({ message: 'Fatura não encontrada' });
          return reply.redirect(`${DEV_PREFIX}/invoices/${encodeURIComponent(invoice.id)}`, 303);
        });
      }
    },
    { prefix: DEV_PREFIX },
  );
}
