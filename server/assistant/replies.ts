import { formatDateBr, monthName } from '../../src/lib/dates.ts';
import { type Currency, formatMoney } from '../../src/lib/money.ts';
import { objectivePercent } from '../../src/lib/objective-progress.ts';
import { t } from '../i18n.ts';
import type { Facts, NamedAmount, Period } from './facts.ts';
import type { ChatRoute, Intent } from './intents.ts';

/** At most this many items are named in one reply; the linked screen shows the rest. */
export const LIST_LIMIT = 5;

export interface ChatLink {
  route: ChatRoute;
  params?: { payment: string };
  month?: string;
}

/** The reply the contract answers (ChatReply) plus the amounts it states, for the model check. */
export interface ChatAnswer {
  reply: string;
  intent: Intent;
  navigateTo?: ChatRoute;
  params?: { payment: string };
  link?: ChatLink;
  /** Every amount written in `reply`, as formatted: a phrased reply must keep them all (decision 463). */
  amounts: string[];
}

/** A family member's due list says that their calendar items are not part of it (decision 464). */
function withCalendarNote(text: string, facts: Facts & { calendarPrivate?: boolean }): string {
  return facts.calendarPrivate
    ? `${text} ${t('assistant.calendarPrivate', { name: facts.memberName })}`
    : text;
}

/** Writes the reply for what our queries found; every amount through the one money formatter. */
export function compose(facts: Facts, currency: Currency): ChatAnswer {
  const amounts: string[] = [];
  const money = (cents: number) => {
    const text = formatMoney(cents, currency);
    amounts.push(text);
    return text;
  };
  const subject = facts.memberName ?? t('assistant.you');
  const period = (p: Period) => {
    if (p.current) return t('assistant.thisMonth');
    const month = monthName(p.month).toLowerCase();
    return p.otherYear
      ? t('assistant.inMonthOfYear', { month, year: p.month.slice(0, 4) })
      : t('assistant.inMonth', { month });
  };
  const list = (items: NamedAmount[], dated: boolean) =>
    items
      .slice(0, LIST_LIMIT)
      .map((item) =>
        t(dated ? 'assistant.dueItemDated' : 'assistant.dueItem', {
          name: item.name,
          amount: money(item.cents),
          date: item.date ? formatDateBr(item.date).slice(0, 5) : '',
        }),
      )
      .join(t('assistant.listSeparator'));
  const total = (items: NamedAmount[]) => money(items.reduce((sum, item) => sum + item.cents, 0));
  // A day, a week or a year was asked: the month's figure goes out with a word on why (decision 465).
  const byMonthOnly = 'period' in facts && facts.period.byMonthOnly;
  // No screen takes a family member from its URL (their 'Usuário' filters are the screens' own
  // state), so a linked screen would show the caller's figures beside the member's: a member's answer
  // carries no link (audit O3). A card's invoice is that card's screen, whoever owns it.
  const linked = !facts.memberName || facts.intent === 'openInvoice';
  const answer = (
    intent: Intent,
    reply: string,
    { link, ...extra }: Partial<ChatAnswer> = {},
  ): ChatAnswer => ({
    reply: byMonthOnly ? `${t('assistant.byMonthOnly')} ${reply}` : reply,
    intent,
    ...extra,
    ...(link && linked ? { link } : {}),
    amounts,
  });
  const monthLink = (route: ChatRoute, p: Period): ChatLink => ({ route, month: p.month });

  switch (facts.intent) {
    case 'spending': {
      const key = facts.cents === 0 ? 'assistant.spendingNone' : 'assistant.spending';
      const text = t(key, { subject, amount: money(facts.cents), period: period(facts.period) });
      return answer('spending', text, { link: monthLink('transactions', facts.period) });
    }
    case 'revenues': {
      const key = facts.cents === 0 ? 'assistant.revenuesNone' : 'assistant.revenues';
      const text = t(key, { subject, amount: money(facts.cents), period: period(facts.period) });
      return answer('revenues', text, { link: monthLink('transactions', facts.period) });
    }
    case 'balance': {
      const values = {
        name: facts.memberName,
        period: period(facts.period),
        balance: money(facts.balance),
        opening: money(facts.opening),
        revenues: money(facts.revenues),
        outgoings: money(facts.outgoings),
      };
      // With the wallets summed in, the figure is the dashboard's 'Saldo' card and says what it adds.
      const withWallets = facts.opening !== 0;
      const text = facts.memberName
        ? t(withWallets ? 'assistant.balanceOfWithWallets' : 'assistant.balanceOf', values)
        : t(withWallets ? 'assistant.balanceWithWallets' : 'assistant.balance', values);
      return answer('balance', text, { link: monthLink('dashboard', facts.period) });
    }
    case 'categorySpending':
    case 'groupSpending': {
      const name = facts.intent === 'groupSpending' ? t(`assistant.groups.${facts.group}`) : facts.name;
      const values = { subject, name, period: period(facts.period), spent: money(facts.spent) };
      let text: string;
      if (facts.planned <= 0) text = t('assistant.budgetNone', values);
      else if (facts.spent > facts.planned)
        text = t('assistant.budgetOver', {
          ...values,
          planned: money(facts.planned),
          over: money(facts.spent - facts.planned),
        });
      else
        text = t('assistant.budgetWithin', {
          ...values,
          planned: money(facts.planned),
          left: money(facts.planned - facts.spent),
        });
      return answer(facts.intent, text, { link: monthLink('budget', facts.period) });
    }
    case 'dueTomorrow': {
      const text = facts.items.length
        ? t('assistant.dueTomorrow', { list: list(facts.items, false), total: total(facts.items) })
        : t('assistant.dueTomorrowNone');
      return answer('dueTomorrow', withCalendarNote(text, facts), { link: { route: 'dashboard' } });
    }
    case 'dueWeek': {
      const until = formatDateBr(facts.until).slice(0, 5);
      const text = facts.items.length
        ? t('assistant.dueWeek', { until, list: list(facts.items, true), total: total(facts.items) })
        : t('assistant.dueWeekNone', { until });
      // A planner cannot open the calendar (spec 1): the dashboard, as for tomorrow's list.
      const route = facts.calendarHidden ? 'dashboard' : 'calendar';
      return answer('dueWeek', withCalendarNote(text, facts), { link: { route } });
    }
    case 'openInvoice': {
      const [first] = facts.invoices;
      if (!first) return answer('openInvoice', t('assistant.invoiceNone'), { link: { route: 'wallet' } });
      const text = facts.invoices
        .slice(0, LIST_LIMIT)
        .flatMap((invoice) => {
          const card = invoice.owner
            ? t('assistant.cardOf', { card: invoice.card, owner: invoice.owner })
            : invoice.card;
          return [
            t(invoice.paid ? 'assistant.invoicePaidAhead' : 'assistant.invoice', {
              card,
              close: formatDateBr(invoice.close).slice(0, 5),
              due: formatDateBr(invoice.due).slice(0, 5),
              amount: money(invoice.cents),
            }),
            ...invoice.unpaid.map((closed) =>
              t('assistant.invoiceUnpaid', {
                card,
                due: formatDateBr(closed.due),
                amount: money(closed.cents),
              }),
            ),
          ];
        })
        .join(' ');
      return answer('openInvoice', text, {
        link: { route: 'payment_transactions', params: { payment: first.cardId } },
      });
    }
    case 'objective': {
      if (facts.private)
        return answer('objective', t('assistant.objectivesPrivate', { name: facts.memberName }));
      // The percent the /objetivos card prints, '< 1%' included (decision 192).
      const percent = (saved: number, total: number) => {
        const whole = objectivePercent(saved, total).percent;
        return whole === null ? t('assistant.percentUnderOne') : t('assistant.percent', { value: whole });
      };
      const shown = facts.objectives.slice(0, LIST_LIMIT).map((o) => ({
        name: o.name,
        saved: money(o.saved),
        total: money(o.total),
        percent: percent(o.saved, o.total),
      }));
      let text: string;
      if (shown.length === 0) text = t('assistant.objectivesNone');
      else if (facts.named && shown[0]) text = t('assistant.objective', shown[0]);
      else
        text = t('assistant.objectives', {
          list: shown.map((o) => t('assistant.objectiveItem', o)).join(t('assistant.listSeparator')),
        });
      return answer('objective', text, { link: { route: 'objectives' } });
    }
    case 'largestExpenses': {
      const text = facts.items.length
        ? t('assistant.largest', { period: period(facts.period), list: list(facts.items, false) })
        : t('assistant.largestNone', { period: period(facts.period) });
      return answer('largestExpenses', text, { link: monthLink('transactions', facts.period) });
    }
    case 'navigate': {
      if (facts.hidden) return answer('navigate', t('assistant.calendarHidden'));
      const text = t(`assistant.navigate.${facts.route}`, { name: facts.payment?.name });
      const params = facts.payment ? { params: { payment: facts.payment.id } } : {};
      return answer('navigate', text, { navigateTo: facts.route, ...params });
    }
    case 'help': {
      const example = t(
        facts.calendarHidden ? 'assistant.helpExample.budget' : 'assistant.helpExample.calendar',
      );
      return answer('help', t('assistant.help', { example }));
    }
  }
}
