import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money.ts';
import type { Facts } from './facts.ts';
import { compose } from './replies.ts';

const current = { month: '2026-05', current: true };
const march = { month: '2026-03', current: false };

describe('compose', () => {
  it.each<[string, Facts, string]>([
    ['spending', { intent: 'spending', period: current, cents: 123456 }, 'Você gastou R$ 1.234,56 este mês.'],
    ['no spending', { intent: 'spending', period: march, cents: 0 }, 'Você não teve despesas em março.'],
    [
      'a member',
      { intent: 'revenues', period: current, cents: 500000, memberName: 'Carlos' },
      'Carlos recebeu R$ 5.000,00 este mês.',
    ],
    [
      'within budget',
      { intent: 'categorySpending', period: current, name: 'Supermercado', spent: 48735, planned: 120000 },
      'Você já gastou R$ 487,35 de R$ 1.200,00 planejados em Supermercado este mês. Restam R$ 712,65.',
    ],
    [
      'over budget',
      { intent: 'groupSpending', period: current, group: 'fixed', spent: 150000, planned: 100000 },
      'Você já gastou R$ 1.500,00 em despesas fixas este mês, R$ 500,00 acima dos R$ 1.000,00 planejados.',
    ],
    [
      'no budget',
      { intent: 'categorySpending', period: current, name: 'Pets', spent: 9000, planned: 0 },
      'Você gastou R$ 90,00 em Pets este mês. Não há valor planejado para isso no orçamento.',
    ],
    ['nothing tomorrow', { intent: 'dueTomorrow', items: [] }, 'Nenhum pagamento para amanhã.'],
    [
      'due this week',
      { intent: 'dueWeek', until: '2026-05-16', items: [{ name: 'Luz', cents: 21040, date: '2026-05-12' }] },
      'Até 16/05: Luz, 12/05 (R$ 210,40). Total: R$ 210,40.',
    ],
    [
      'an objective',
      { intent: 'objective', named: true, objectives: [{ name: 'Viagem', saved: 200000, total: 800000 }] },
      'Viagem: R$ 2.000,00 de R$ 8.000,00 (25%).',
    ],
    [
      // The demo reserve: R$ 5.000 initial + R$ 4.000 paid of R$ 17.000, floored as /objetivos prints it.
      'an objective, floored',
      { intent: 'objective', named: true, objectives: [{ name: 'Reserva', saved: 900000, total: 1700000 }] },
      'Reserva: R$ 9.000,00 de R$ 17.000,00 (52%).',
    ],
    [
      'objectives, one under one percent',
      {
        intent: 'objective',
        named: false,
        objectives: [
          { name: 'Carro', saved: 500, total: 8000000 },
          { name: 'Viagem', saved: 800000, total: 800000 },
        ],
      },
      'Seus objetivos: Carro, R$ 5,00 de R$ 80.000,00 (< 1%); Viagem, R$ 8.000,00 de R$ 8.000,00 (100%).',
    ],
    ['navigation', { intent: 'navigate', route: 'calendar' }, 'Abrindo o calendário.'],
    [
      'a month of another year',
      { intent: 'revenues', period: { month: '2025-10', current: false, otherYear: true }, cents: 100 },
      'Você recebeu R$ 1,00 em outubro de 2025.',
    ],
    [
      'a day asked, a month answered',
      { intent: 'spending', period: { ...current, byMonthOnly: true }, cents: 100 },
      'Eu respondo por mês (por exemplo, “quanto gastei em março de 2025?”). Você gastou R$ 1,00 este mês.',
    ],
  ])('%s', (_, facts, reply) => {
    expect(compose(facts, 'BRL').reply.replace(/\u00a0/g, ' ')).toBe(reply);
  });

  it('writes amounts with the one money formatter, in the user\u2019s currency, and lists them', () => {
    const answer = compose({ intent: 'spending', period: current, cents: 123456 }, 'JPY');
    expect(answer.reply).toContain(formatMoney(123456, 'JPY'));
    expect(answer.amounts).toEqual([formatMoney(123456, 'JPY')]);
  });

  it('links the screen that shows the figures; navigation carries the payment', () => {
    expect(compose({ intent: 'spending', period: march, cents: 1 }, 'BRL').link).toEqual({
      route: 'transactions',
      month: '2026-03',
    });
    expect(
      compose(
        { intent: 'navigate', route: 'payment_transactions', payment: { id: 'p1', name: 'Nubank' } },
        'BRL',
      ),
    ).toMatchObject({
      reply: 'Abrindo as movimentações de Nubank.',
      navigateTo: 'payment_transactions',
      params: { payment: 'p1' },
    });
    expect(
      compose({ intent: 'navigate', route: 'calendar', hidden: true }, 'BRL').navigateTo,
    ).toBeUndefined();
  });
});
