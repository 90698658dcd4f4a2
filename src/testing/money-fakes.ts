import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Category, Invoice, Payment, Transaction, User } from '@/api/gen/model';
import { collection, envelope } from './msw';

/**
 * One coherent money world for the money screens' stories and the render benchmark: a user,
 * her wallets (cash, two accounts, a card), categories, a month of rows and the card's invoice.
 */

export const MONEY_MONTH = '2026-03';
export const ME = '6650a1c2e4b0f5a1b2c3d4e5';
export const PARTNER = '6650a1c2e4b0f5a1b2c3d4e6';

export const moneyUser: User = {
  _id: ME,
  email: 'ana.souza@exemplo.com.br',
  name: 'Ana Paula Souza',
  image: 'avatar3',
  active: true,
  currency: 'BRL',
};

export const familyUser: User = {
  ...moneyUser,
  family: {
    _id: 'fam1',
    name: 'Família Souza',
    members: [
      {
        user: ME,
        email: moneyUser.email,
        role: 'admin',
        status: 'active',
        name: 'Ana Paula Souza',
        image: 'avatar3',
      },
      {
        user: PARTNER,
        email: 'carlos@exemplo.com.br',
        role: 'member',
        status: 'active',
        name: 'Carlos Souza',
        image: 'avatar5',
      },
    ],
  } as User['family'],
};

export const cash: Payment = { _id: 'pay-cash', name: 'Dinheiro', type: 'money', value: 0, user: ME };
export const checking: Payment = {
  _id: 'pay-nubank',
  name: 'Nubank Conta',
  type: 'debit',
  accountType: 'Conta corrente',
  value: 1000,
  user: ME,
};
export const savings: Payment = {
  _id: 'pay-poup',
  name: 'Poupança Caixa',
  type: 'debit',
  accountType: 'Poupança',
  value: 5000,
  user: ME,
  externalId: 'ext-1',
  bankAccess: 'ba-1',
};
export const card: Payment = {
  _id: 'pay-card',
  name: 'Itaú Visa',
  type: 'credit',
  flag: 'Visa',
  invoiceCloseOn: 5,
  paid: 12,
  limit: 5000,
  user: ME,
};
export const moneyPayments = [cash, checking, savings, card];

/** A family member's wallets: GET /payments lists them too in family mode (decision 121). */
export const partnerCash: Payment = {
  _id: 'pay-cash-carlos',
  name: 'Dinheiro',
  type: 'money',
  value: 0,
  user: PARTNER,
};
export const partnerAccount: Payment = {
  _id: 'pay-bb-carlos',
  name: 'Banco do Brasil',
  type: 'debit',
  accountType: 'Conta corrente',
  value: 300,
  user: PARTNER,
};
/** A family member's list; the partner's cash comes first, so taking the first 'Dinheiro' is wrong. */
export const familyPayments = [partnerCash, cash, partnerAccount, checking, savings, card];

export const moneyCategories: Category[] = [
  { _id: 'cat-salario', name: 'Salário', group: 'revenues' },
  { _id: 'cat-moradia', name: 'Moradia', group: 'expenses' },
  { _id: 'cat-mercado', name: 'Mercado', group: 'expenses' },
  { _id: 'cat-poupanca', name: 'Poupança', group: 'investiments' },
];

const ref = (payment: Payment) => ({ _id: payment._id, name: payment.name });
const cat = (id: string) => {
  const found = moneyCategories.find((category) => category._id === id);
  return { id, name: found?.name ?? '', group: found?.group ?? 'expenses' };
};
const me = { _id: ME, name: 'Ana Paula Souza', image: 'avatar3' };
const partner = { _id: PARTNER, name: 'Carlos Souza', image: 'avatar5' };

export const moneyRows: Transaction[] = [
  {
    _id: 't-salario',
    name: 'Salário',
    value: 8500,
    date: '2026-03-05',
    paid: true,
    transactionType: 'revenues',
    category: cat('cat-salario'),
    payment: ref(checking),
    user: me,
  },
  {
    _id: 't-aluguel',
    name: 'Aluguel',
    value: -2300,
    date: '2026-03-10',
    paid: false,
    transactionType: 'expenses',
    category: cat('cat-moradia'),
    payment: ref(checking),
    user: me,
    recurrent: true,
    recurrentType: 'monthly',
    recurrentTransactionId: 's1',
    recurrentIndex: 3,
  },
  {
    _id: 't-feira',
    name: 'Feira',
    value: -130.4,
    date: '2026-03-12',
    paid: true,
    transactionType: 'expenses',
    category: cat('cat-mercado'),
    payment: ref(cash),
    user: partner,
  },
  {
    _id: 't-transf',
    name: 'Transferência',
    value: -200,
    date: '2026-03-15',
    paid: true,
    transactionType: 'expenses',
    payment: ref(checking),
    user: me,
    bankingOperationReferenceId: 'op1',
    bankingOperationType: 'transfer',
  },
  {
    _id: 't-fatura',
    name: 'Pagamento fatura Itaú Visa',
    value: -900,
    date: '2026-03-12',
    paid: true,
    transactionType: 'expenses',
    category: cat('cat-moradia'),
    payment: ref(checking),
    user: me,
    paymentInvoiceReferenceId: 'inv-03',
  },
  {
    _id: 't-importada',
    name: 'Padaria',
    value: -18.5,
    date: '2026-03-16',
    paid: true,
    transactionType: 'expenses',
    category: cat('cat-mercado'),
    payment: ref(savings),
    user: me,
    externalId: 'bank-9',
  },
  {
    _id: 't-tesouro',
    name: 'Tesouro Selic',
    value: -500,
    date: '2026-03-20',
    paid: false,
    transactionType: 'investiments',
    category: cat('cat-poupanca'),
    payment: ref(checking),
    user: me,
  },
];

export const moneyInvoice: Invoice = {
  _id: 'inv-03',
  creditCardId: card._id,
  user: ME,
  closeOnDay: '2026-03-05',
  // Nothing paid yet: what is owed is the items' sum (decision 124).
  balance: -877.25,
  items: [
    {
      _id: 'c1',
      name: 'Supermercado',
      value: -487.35,
      date: '2026-02-14',
      paid: true,
      transactionType: 'expenses',
      category: cat('cat-mercado'),
      payment: ref(card),
      user: me,
      invoiceReferenceId: 'inv-03',
    },
    {
      _id: 'c2',
      name: 'Geladeira',
      value: -389.9,
      date: '2026-02-08',
      paid: false,
      transactionType: 'expenses',
      category: cat('cat-moradia'),
      payment: ref(card),
      user: me,
      lastInstallment: 10,
      recurrentIndex: 2,
      invoiceReferenceId: 'inv-03',
    },
  ],
};

/** `count` rows spread over the month, for long-list stories and the render benchmark. */
export function manyRows(count: number): Transaction[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `many-${index}`,
    name: `Compra ${index + 1}`,
    value: -((index % 97) + 1) - (index % 100) / 100,
    date: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
    paid: index % 3 === 0,
    transactionType: 'expenses' as const,
    category: cat(index % 2 ? 'cat-mercado' : 'cat-moradia'),
    payment: ref(checking),
    user: me,
  }));
}

const CHART_MONTHS = ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

/**
 * GET /balances?type=chart as the server answers it (decision 122): magnitudes, and only the series
 * of the chart asked for, so a screen reading the wrong series sees zeros here as it would live.
 */
export function chartPoints(chartType: string | null) {
  return CHART_MONTHS.map((month, index) => {
    const revenues = 8000 + index * 100;
    const expenses = 3000 + index * 250;
    if (chartType === 'budgets' || chartType === 'creditInstallments') {
      return { month, planned: 6500, realized: expenses };
    }
    if (chartType === 'savings') return { month, investments: 500, accumulated: 500 * (index + 1) };
    return { month, revenues, expenses, investments: 500, balance: revenues - expenses - 500 };
  });
}

/** GET /balancesChart of one wallet: six closing balances, the last one what the wallet holds. */
export function walletSeriesOf(paymentId: string | null): number[] {
  const last = paymentId === checking._id ? 3569.6 : paymentId === savings._id ? 4981.5 : 120;
  return [100, 200, 300, 400, 500, last];
}

export interface MoneyWorld {
  user?: User;
  payments?: Payment[];
  rows?: Transaction[];
  invoices?: Invoice[];
}

/** MSW handlers answering the money screens from one world. */
export function moneyHandlers(world: MoneyWorld = {}): RequestHandler[] {
  const user = world.user ?? moneyUser;
  return [
    http.get('*/users/:id', () => envelope(user)),
    http.get('*/payments', () => collection(world.payments ?? moneyPayments)),
    http.get('*/categories', () => collection(moneyCategories)),
    http.get('*/transactions', () => collection(world.rows ?? moneyRows)),
    http.get('*/invoices', () => collection(world.invoices ?? [moneyInvoice])),
    http.get('*/bankaccesses', () =>
      collection([
        {
          _id: 'ba-1',
          linkId: 'l1',
          institution: 'Caixa',
          type: 'pluggy',
          active: true,
          lastUpdate: '2026-01-01T10:00:00Z',
        },
      ]),
    ),
    http.get('*/balancesChart', ({ request }) =>
      envelope(walletSeriesOf(new URL(request.url).searchParams.get('paymentId'))),
    ),
    http.get('*/balances', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('type') === 'chart') return collection(chartPoints(params.get('chartType')));
      return envelope({ planned: 2500, expensesPaid: 2300, expensesBalance: 200 });
    }),
    http.patch('*/transactions/:id', () => envelope(moneyRows[1])),
    http.delete('*/transactions/:id', () => new HttpResponse(null, { status: 204 })),
  ];
}

/** Carlos, the family's member, signed in: the same family seen from the other side. */
export const familyMemberUser: User = {
  ...familyUser,
  _id: PARTNER,
  email: 'carlos@exemplo.com.br',
  name: 'Carlos Souza',
  image: 'avatar5',
};

/**
 * GET /transactions and GET /invoices as the server scopes them (decision 330): the signed-in
 * person's own records, and every family member's only with `family=true`. The plain handlers
 * answer every record whatever was asked, which hid a screen that forgot to ask for the family's.
 * `asked` collects each URL, to assert what was sent.
 */
export function familyScopedHandlers(world: {
  me: string;
  rows?: Transaction[];
  invoices?: Invoice[];
  asked?: string[];
}): RequestHandler[] {
  const scoped =
    <T>(items: readonly T[], ownerOf: (item: T) => string | undefined) =>
    ({ request }: { request: Request }) => {
      world.asked?.push(request.url);
      const family = new URL(request.url).searchParams.get('family') === 'true';
      return collection(family ? [...items] : items.filter((item) => ownerOf(item) === world.me));
    };
  return [
    http.get(
      '*/transactions',
      scoped(world.rows ?? moneyRows, (row) => row.user?._id),
    ),
    http.get(
      '*/invoices',
      scoped(world.invoices ?? [moneyInvoice], (invoice) => invoice.user),
    ),
  ];
}
