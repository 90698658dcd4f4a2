import { addDays, formatDateBr, todayIso } from '../../src/lib/dates.ts';
import { type Currency, formatMoney, isCurrency } from '../../src/lib/money.ts';
import { UNPAID_INVOICE_LOOKBACK_DAYS } from '../domain/invoices.ts';
import { dueOn, REMINDER_CATCH_UP_MINUTES, reminderWindows } from '../domain/reminders.ts';
import { invoiceBalance, RESIDUAL_THRESHOLD_CENTS } from '../domain/residual.ts';
import { t } from '../i18n.ts';
import type { JobContext, JobDefinition } from './runner.ts';
import { PermanentJobError } from './runner.ts';

export const REMINDER_SWEEP = 'reminders.sweep';
export const REMINDER_SEND = 'reminders.send';
const SWEEP_PAGE = 500;

export const reminderKey = (userId: string, date: string) => `reminder:${userId}:${date}`;

/**
 * Every minute: the accounts whose preferred time has come (in São Paulo, within the catch-up
 * window) and whose reminder of that date is not scheduled yet get one job each. The sweep before
 * this one says which of yesterday's minutes no process saw (decision 471, audit AH1).
 */
async function sweep({ app, log, now, key }: JobContext) {
  let scheduled = 0;
  const since = new Date(now.getTime() - REMINDER_CATCH_UP_MINUTES * 60_000);
  const lastSweep = await app.repos.sweeps.lastPeriodBefore(REMINDER_SWEEP, key, since);
  for (const window of reminderWindows(now, { lastSweep })) {
    for (;;) {
      const due = await app.repos.sweeps.reminderCandidates(window.date, window.from, window.to, SWEEP_PAGE);
      scheduled += await app.repos.jobs.enqueue(
        due.map(({ id }) => ({
          name: REMINDER_SEND,
          key: reminderKey(id, window.date),
          payload: { userId: id, date: window.date },
          runAt: now,
        })),
      );
      if (due.length < SWEEP_PAGE) break;
    }
  }
  if (scheduled > 0) log.info({ scheduled }, 'reminders scheduled');
}

interface OpenInvoice {
  card: string;
  cents: number;
  dueDate: string | null;
}

async function openInvoices(app: JobContext['app'], userId: string, today: string): Promise<OpenInvoice[]> {
  const closed = await app.repos.sweeps.closedInvoices(
    userId,
    addDays(today, -UNPAID_INVOICE_LOOKBACK_DAYS),
    today,
  );
  const open: OpenInvoice[] = [];
  for (const invoice of closed) {
    const sums = await app.repos.invoices.sums(invoice.id);
    const balance = invoiceBalance({
      id: invoice.id,
      cardId: invoice.paymentId,
      month: invoice.month.slice(0, 7),
      closeDay: 1,
      itemsTotal: sums.itemsCents,
      paidTotal: sums.paidCents,
      carriedTotal: sums.carriedCents,
    });
    if (balance >= -RESIDUAL_THRESHOLD_CENTS) continue;
    const card = await app.repos.payments.findById(invoice.paymentId);
    open.push({ card: card?.name ?? '', cents: -balance, dueDate: invoice.dueDate });
  }
  return open;
}

/**
 * One person's reminder for one São Paulo date: what falls due tomorrow and the card invoices left
 * open, by e-mail. Nothing to remind, or reminders switched off since it was scheduled: no e-mail.
 */
async function send({ app, log, payload }: JobContext) {
  const userId = String(payload.userId ?? '');
  const date = String(payload.date ?? '');
  if (!userId || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new PermanentJobError('malformed reminder payload');
  const user = await app.repos.users.findById(userId);
  if (!user?.active || !user.notifications) {
    log.info('reminder skipped: account gone, inactive or reminders off');
    return;
  }
  const tomorrow = addDays(date, 1);
  const [rows, items, invoices] = await Promise.all([
    app.repos.sweeps.rowsOn(userId, tomorrow),
    app.repos.sweeps.calendarItems(userId),
    openInvoices(app, userId, date),
  ]);
  const due = dueOn(
    tomorrow,
    rows,
    items.map((item) => ({
      ...item,
      lastPaymentDate: item.lastPaymentDate ? todayIso(item.lastPaymentDate) : null,
    })),
  );
  if (due.length === 0 && invoices.length === 0) {
    log.info('reminder skipped: nothing due tomorrow and no open invoice');
    return;
  }
  const currency: Currency = isCurrency(user.currency) ? user.currency : 'BRL';
  const money = (cents: number) => formatMoney(cents, currency);
  const parts = [t('mail.reminderGreeting', { name: user.name })];
  if (due.length > 0)
    parts.push(
      [
        t('mail.reminderDueTitle', { date: formatDateBr(tomorrow) }),
        ...due.map((item) => t('mail.reminderItem', { name: item.name, amount: money(item.cents) })),
      ].join('\n'),
    );
  if (invoices.length > 0)
    parts.push(
      [
        t('mail.reminderInvoicesTitle'),
        ...invoices.map((invoice) =>
          t('mail.reminderInvoiceItem', {
            card: invoice.card,
            amount: money(invoice.cents),
            date: invoice.dueDate ? formatDateBr(invoice.dueDate) : '—',
          }),
        ),
      ].join('\n'),
    );
  parts.push(
    t('mail.reminderFooter', {
      ...app.brand,
      link: `${app.config.appUrl}/painel`,
      time: user.notificationTime,
    }),
  );
  // The subject names only the brand: amounts and names stay in the body (as in every other mail).
  await app.mailer.send({
    to: user.email,
    subject: t('mail.reminderSubject', { ...app.brand }),
    text: parts.join('\n\n'),
  });
  log.info({ due: due.length, openInvoices: invoices.length }, 'reminder sent');
}

export const reminderJobs: JobDefinition[] = [
  { name: REMINDER_SWEEP, run: sweep },
  { name: REMINDER_SEND, run: send },
];
