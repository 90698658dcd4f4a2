import { describe, expect, it } from 'vitest';
import { understand, understoodFromTool, type Vocabulary } from './intents.ts';

const vocabulary: Vocabulary = {
  categories: [
    { id: 'sup', name: 'Supermercado' },
    { id: 'lazer', name: 'Lazer' },
    { id: 'div-fixa', name: 'Diversos (Fixa)' },
    { id: 'comb', name: 'Combustível' },
  ],
  wallets: [
    { id: 'nu', name: 'Nubank' },
    { id: 'itau', name: 'Conta Itaú' },
  ],
  objectives: [
    { id: 'viagem', name: 'Viagem para Salvador' },
    { id: 'carro', name: 'Objetivo carro novo' },
  ],
  members: [{ id: 'carlos', name: 'Carlos' }],
};

describe('understand', () => {
  it.each([
    ['quanto gastei com supermercado este mês?', { intent: 'categorySpending', categoryId: 'sup' }],
    ['Quanto gastei com SUPERMECADO', { intent: 'categorySpending', categoryId: 'sup' }],
    ['quanto ainda posso gastar com mercado?', { intent: 'categorySpending', categoryId: 'sup' }],
    [
      'gastos com gasolina no mês passado',
      { intent: 'categorySpending', categoryId: 'comb', monthOffset: -1 },
    ],
    ['quanto gastei este mês', { intent: 'spending', monthOffset: 0 }],
    ['qnto gastei no mes passado', { intent: 'spending', monthOffset: -1 }],
    ['e as despesas fixas?', { intent: 'groupSpending', group: 'fixed' }],
    ['como estão minhas dívidas e parcelas', { intent: 'groupSpending', group: 'debts' }],
    ['quanto recebi este mês', { intent: 'revenues' }],
    ['minhas receitas', { intent: 'revenues' }],
    ['qual o meu saldo?', { intent: 'balance' }],
    ['o que vence amanhã?', { intent: 'dueTomorrow' }],
    ['contas a pagar amanha', { intent: 'dueTomorrow' }],
    ['quais contas vencem esta semana', { intent: 'dueWeek' }],
    ['quanto está a fatura do nubank', { intent: 'openInvoice', walletId: 'nu' }],
    ['fatura do cartão', { intent: 'openInvoice' }],
    ['como está a viagem para salvador?', { intent: 'objective', objectiveId: 'viagem' }],
    ['meus objetivos', { intent: 'objective' }],
    // The question's own 'objetivo' is no name: 'Objetivo carro novo' does not win over 'Viagem' (audit K9).
    ['objetivo Viagem', { intent: 'objective', objectiveId: 'viagem' }],
    ['objetivo carro', { intent: 'objective', objectiveId: 'carro' }],
    ['como está o objetivo carro novo?', { intent: 'objective', objectiveId: 'carro' }],
    ['quais foram meus maiores gastos?', { intent: 'largestExpenses' }],
    ['quanto o Carlos gastou este mês', { intent: 'spending', memberId: 'carlos' }],
    ['o que você pode fazer?', { intent: 'help' }],
    ['bom dia', { intent: 'help' }],
    [
      'quanto gastei com mercado em outubro?',
      { intent: 'categorySpending', categoryId: 'sup', monthOffset: -1 },
    ],
    ['receitas de março de 2025', { intent: 'revenues', monthOffset: -20 }],
    ['quanto gastei ontem?', { intent: 'spending', monthOffset: 0, byMonthOnly: true }],
    ['qual a previsão de saldo para o fim do mês?', { intent: 'balance', monthOffset: 0 }],
  ])('%j', (message, expected) => {
    expect(understand(message, vocabulary, '2026-11')).toMatchObject(expected);
  });

  it.each([
    ['abrir calendário', 'calendar'],
    ['Abrir calendario', 'calendar'],
    ['abrir calendraio', 'calendar'],
    ['calendário', 'calendar'],
    ['me leva para o orçamento', 'budget'],
    ['ver meus gastos', undefined],
    ['ir para o painel', 'dashboard'],
    ['abre as movimentações', 'transactions'],
    ['mostrar carteiras', 'wallet'],
    ['abrir formas de pagamento', 'wallet'],
    ['abrir objetivos', 'objectives'],
    ['abrir planejamento', 'budget'],
    ['abrir orçamento', 'budget'],
  ])('%j navigates to %s', (message, route) => {
    const understood = understand(message, vocabulary, '2026-11');
    if (route) expect(understood).toMatchObject({ intent: 'navigate', route });
    else expect(understood.intent).not.toBe('navigate');
  });

  it('opens a payment by its name', () => {
    expect(understand('abrir movimentações do nubank', vocabulary, '2026-11')).toMatchObject({
      intent: 'navigate',
      route: 'payment_transactions',
      walletId: 'nu',
    });
    expect(understand('abrir fatura do nubank', vocabulary, '2026-11')).toMatchObject({
      route: 'payment_transactions',
      walletId: 'nu',
    });
  });

  it('answers a question about a screen instead of opening it', () => {
    expect(understand('quanto tem no calendário amanhã?', vocabulary, '2026-11').intent).toBe('dueTomorrow');
  });
});

describe("a member's first name that is a word of the question (audit AB8)", () => {
  const withMember = (name: string): Vocabulary => ({
    ...vocabulary,
    categories: [...vocabulary.categories, { id: 'luz', name: 'Energia elétrica' }],
    members: [{ id: 'member', name }],
  });

  // The admin asks about their own money; the member's first name is a word the question needs.
  it.each([
    ['Luz', 'quanto gastei de luz?', { intent: 'categorySpending', categoryId: 'luz' }],
    ['Luz', 'quanto veio a conta da luz?', { intent: 'categorySpending', categoryId: 'luz' }],
    ['Luz', 'quanto gastei com a luz?', { intent: 'categorySpending', categoryId: 'luz' }],
    ['Luz', 'quanto gastei na conta de luz?', { intent: 'categorySpending', categoryId: 'luz' }],
    ['Mês', 'Quanto gastei este mês?', { intent: 'spending', monthOffset: 0 }],
    ['Mês', 'maiores despesas do mês', { intent: 'largestExpenses', monthOffset: 0 }],
    ['Saldo', 'qual o meu saldo?', { intent: 'balance' }],
    ['Saldo', 'qual o saldo?', { intent: 'balance' }],
    ['Eu', 'quanto eu gastei', { intent: 'spending' }],
    ['Abril', 'quanto gastei em abril?', { intent: 'spending', monthOffset: -7 }],
    ['Marco', 'gastos de março', { intent: 'spending', monthOffset: -8 }],
    // 'este' is one letter from 'Ester': a word the question reads is no name, typos or not.
    ['Ester', 'quanto gastei este mês?', { intent: 'spending', monthOffset: 0 }],
  ])('member %s, %j: the asker’s own', (name, message, expected) => {
    const understood = understand(message, withMember(name), '2026-11');
    expect(understood).toMatchObject(expected);
    expect(understood.memberId).toBeUndefined();
  });

  // Where the question plainly names a person, it is that member's, with the name read as nothing else.
  it.each([
    ['Luz', 'quanto a Luz gastou este mês?', { intent: 'spending', monthOffset: 0 }],
    ['Luz', 'quanto Luz gastou?', { intent: 'spending' }],
    ['Luz', 'gastos da Luz', { intent: 'spending' }],
    ['Luz', 'quanto a Luz gastou de luz?', { intent: 'categorySpending', categoryId: 'luz' }],
    ['Abril', 'quanto a Abril gastou?', { intent: 'spending', monthOffset: 0 }],
    ['Abril', 'gastos da Abril em outubro', { intent: 'spending', monthOffset: -1 }],
    ['Marco', 'quanto o Marco gastou?', { intent: 'spending', monthOffset: 0 }],
    ['Carlos', 'saldo de Carlos', { intent: 'balance' }],
    ['Carlos', 'saldo carlos', { intent: 'balance' }],
    ['Abril', 'quanto Abril recebeu em outubro?', { intent: 'revenues', monthOffset: -1 }],
    ['Carlos', 'quanto o Carlos ganhou?', { intent: 'revenues' }],
  ])('member %s, %j: the member’s', (name, message, expected) => {
    expect(understand(message, withMember(name), '2026-11')).toMatchObject({
      ...expected,
      memberId: 'member',
    });
  });

  // 'conta' alone is a word of the question: it named 'conta de luz', so the electricity bill answered.
  it('the word conta alone names no category', () => {
    const understood = understand('quanto tenho na conta do Carlos?', withMember('Carlos'), '2026-11');
    expect(understood.categoryId).toBeUndefined();
  });

  it('a language model’s category is not a member; only the person it names is', () => {
    const asked = { intent: 'categorySpending' as const, monthOffset: 0, names: ['luz'] };
    expect(understoodFromTool(asked, withMember('Luz'))).toEqual({
      intent: 'categorySpending',
      monthOffset: 0,
      categoryId: 'luz',
    });
    expect(understoodFromTool({ ...asked, person: 'Luz' }, withMember('Luz'))).toMatchObject({
      categoryId: 'luz',
      memberId: 'member',
    });
  });
});
