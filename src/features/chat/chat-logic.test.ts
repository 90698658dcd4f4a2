import { describe, expect, it } from 'vitest';
import { chatHref, linkHref, navigationOf, orderLink } from './chat-logic';

describe('chatHref', () => {
  it.each([
    ['dashboard', undefined, undefined, '/painel'],
    ['transactions', undefined, '2026-05', '/movimentacoes?month=2026-05'],
    ['payment_transactions', { payment: 'pay 1' }, '2026-05', '/movimentacoes/pay%201?month=2026-05'],
    ['payment_transactions', undefined, undefined, '/movimentacoes'],
    ['wallet', undefined, '2026-05', '/carteiras'],
    ['budget', undefined, '2026-05', '/planejamento?month=2026-05'],
    ['objectives', undefined, undefined, '/objetivos'],
    ['calendar', undefined, undefined, '/calendario'],
  ] as const)('%s %j %s -> %s', (route, params, month, href) => {
    expect(chatHref(route, params, month)).toBe(href);
  });

  it('navigates only when the reply asks to; links carry the month', () => {
    expect(navigationOf({ reply: 'Abrindo o calendário.', intent: 'navigate', navigateTo: 'calendar' })).toBe(
      '/calendario',
    );
    expect(navigationOf({ reply: 'R$ 10,00', intent: 'spending' })).toBeUndefined();
    expect(linkHref({ route: 'budget', month: '2026-03' })).toBe('/planejamento?month=2026-03');
  });

  it('an order not followed is offered as a link to its screen (audit O1)', () => {
    expect(
      orderLink({
        reply: 'Abrindo as movimentações de Nubank.',
        intent: 'navigate',
        navigateTo: 'payment_transactions',
        params: { payment: 'p1' },
      }),
    ).toEqual({ route: 'payment_transactions', params: { payment: 'p1' } });
    expect(orderLink({ reply: 'R$ 10,00', intent: 'spending' })).toBeUndefined();
  });
});
