import { addMonthsToKey, compareDates, dateInMonth, monthKeyOf } from '../../src/lib/dates.ts';
import type { Cents, IsoDate, MonthKey, TransactionType } from '../domain/types.ts';
import { type Random, seededRandom } from './random.ts';

/** The wallets an entry is booked on; server/demo/money.ts creates them. */
export type WalletKey = 'checking' | 'savings' | 'card' | 'cash';

/** One thing the person typed in: a row, a monthly repetition or a card purchase in instalments. */
export interface DemoEntry {
  wallet: WalletKey;
  name: string;
  /** Category code of the default catalogue (server/db/seed-categories.ts). */
  code: string;
  type: TransactionType;
  /** Signed as booked: revenues positive, expenses negative; an instalment purchase's total. */
  cents: Cents;
  date: IsoDate;
  monthly?: boolean;
  installments?: number;
}

/** Months of history the demo holds: this one and the eleven before it. */
export const HISTORY_MONTHS = 12;

/** The months of history, oldest first. */
export function historyMonths(today: IsoDate): MonthKey[] {
  const thisMonth = monthKeyOf(today);
  return Array.from({ length: HISTORY_MONTHS }, (_, index) =>
    addMonthsToKey(thisMonth, index - HISTORY_MONTHS + 1),
  );
}

/**
 * Months the connected demo bank answers (the fake of decision 170: last month and this one). Ana's
 * salary, rent and electricity go through that bank then, so they are not typed in twice.
 */
export function bankMonths(today: IsoDate): MonthKey[] {
  const thisMonth = monthKeyOf(today);
  return [addMonthsToKey(thisMonth, -1), thisMonth];
}

type Purchase = [
  wallets: readonly WalletKey[],
  names: readonly string[],
  code: string,
  reais: [number, number],
];

/**
 * Day-to-day purchases of Ana's month: how many, where paid, where bought, the range of each. About
 * R$ 2.050 a month, so with the fixed bills, the instalments and what she puts into her objectives
 * the month ends with R$ 300 to 900 left of the salary (decision 413).
 */
const ANA_PURCHASES: ReadonlyArray<[count: [number, number], Purchase]> = [
  [
    [4, 6],
    [
      ['card', 'card', 'card', 'checking'],
      ['Supermercado Pão de Açúcar', 'Carrefour', 'Assaí Atacadista', 'Supermercado Dia'],
      'supermercado',
      [120, 200],
    ],
  ],
  [
    [12, 18],
    [['cash', 'checking'], ['Padaria Santa Marta', 'Feira livre', 'Hortifruti'], 'feira-padaria', [6, 18]],
  ],
  [
    [6, 9],
    [['card'], ['iFood', 'Almoço no trabalho', 'Pizzaria Bráz', 'Cafeteria'], 'restaurantes', [25, 55]],
  ],
  [
    [10, 16],
    [['card'], ['Uber', '99 Pop', 'Bilhete Único'], 'transporte', [5, 18]],
  ],
  [
    [2, 2],
    [['card'], ['Posto Ipiranga', 'Posto Shell'], 'combustivel', [110, 150]],
  ],
  [
    [1, 3],
    [['checking'], ['Drogasil', 'Droga Raia'], 'farmacia', [15, 60]],
  ],
  [
    [2, 3],
    [['card'], ['Cinema', 'Livraria', 'Ingresso do parque', 'Show'], 'lazer', [25, 90]],
  ],
  [
    [0, 2],
    [['card'], ['Renner', 'C&A', 'Riachuelo'], 'vestuario', [50, 160]],
  ],
  [
    [1, 2],
    [['card', 'checking'], ['Salão de beleza', 'O Boticário'], 'cuidados-pessoais', [30, 90]],
  ],
];

/**
 * What the connected bank's month already holds of Ana's day-to-day spending (the fake's rows,
 * server/open-banking/fake.ts: a R$ 412 supermarket trip, a pharmacy, a restaurant, an Uber, a
 * fill-up and an Amazon order): in the bank's months she types that many fewer purchases of the
 * category, so the bank's rows take their place instead of coming on top of them.
 */
const BANK_PURCHASES: Readonly<Record<string, number>> = {
  supermercado: 2,
  farmacia: 1,
  restaurantes: 2,
  transporte: 2,
  combustivel: 1,
  lazer: 1,
};

// Carlos records his own spending from his account and his cash.
const CARLOS_PURCHASES: ReadonlyArray<[count: [number, number], Purchase]> = [
  [
    [2, 3],
    [['checking'], ['Posto Ipiranga'], 'combustivel', [100, 180]],
  ],
  [
    [6, 10],
    [['cash', 'checking'], ['Almoço', 'Lanchonete'], 'restaurantes', [25, 45]],
  ],
  [
    [1, 1],
    [['cash'], ['Barbearia'], 'cuidados-pessoais', [40, 50]],
  ],
  [
    [2, 4],
    [['checking'], ['Futebol society', 'Cinema'], 'lazer', [30, 60]],
  ],
];

const expense = (entry: Omit<DemoEntry, 'type'>): DemoEntry => ({ ...entry, type: 'expenses' });

/**
 * Purchases of one month on past days only (nobody records tomorrow's groceries); `fewer` takes
 * that many purchases off a category's count (the draws stay the same, so the amounts do too).
 */
function purchases(
  random: Random,
  month: MonthKey,
  today: IsoDate,
  table: typeof ANA_PURCHASES,
  fewer: Readonly<Record<string, number>> = {},
): DemoEntry[] {
  const entries: DemoEntry[] = [];
  for (const [[min, max], [wallets, names, code, [low, high]]] of table) {
    const count = random.int(min, max);
    for (let index = 0; index < count; index += 1) {
      const date = dateInMonth(month, random.int(1, 31));
      const cents = -random.cents(low, high);
      const entry = expense({ wallet: random.pick(wallets), name: random.pick(names), code, cents, date });
      if (index < count - (fewer[code] ?? 0) && compareDates(date, today) <= 0) entries.push(entry);
    }
  }
  return entries;
}

/** Months before this one when Ana redeemed from her reserve (objectives.ts) to pay a repair. */
export const REPAIR_MONTHS_AGO = 3;

/** Ana's bills and purchases over the twelve months (deterministic for a given today). */
export function anaEntries(today: IsoDate): DemoEntry[] {
  const months = historyMonths(today);
  const [first = monthKeyOf(today)] = months;
  const viaBank = new Set(bankMonths(today));
  const on = (offset: number, day: number) => dateInMonth(addMonthsToKey(first, offset), day);
  const entries: DemoEntry[] = [
    // Repetitions typed once, twelve months ago: the app books every month from there.
    expense({
      wallet: 'checking',
      name: 'Internet fibra',
      code: 'internet-telefone',
      cents: -9990,
      date: on(0, 10),
      monthly: true,
    }),
    expense({
      wallet: 'checking',
      name: 'Academia',
      code: 'diversos-fixa',
      cents: -11990,
      date: on(0, 7),
      monthly: true,
    }),
    expense({
      wallet: 'card',
      name: 'Plano de celular',
      code: 'internet-telefone',
      cents: -5990,
      date: on(0, 15),
      monthly: true,
    }),
    // Not Netflix: the connected bank's card already pays hers (server/open-banking/fake.ts).
    expense({
      wallet: 'card',
      name: 'Disney+',
      code: 'assinaturas',
      cents: -4390,
      date: on(0, 18),
      monthly: true,
    }),
    expense({
      wallet: 'card',
      name: 'Spotify',
      code: 'assinaturas',
      cents: -2190,
      date: on(0, 22),
      monthly: true,
    }),
    // Card purchases in instalments, one after the other so the card never carries more than two.
    expense({
      wallet: 'card',
      name: 'Geladeira',
      code: 'manutencao-casa',
      cents: -329_000,
      date: on(0, 14),
      installments: 10,
    }),
    expense({
      wallet: 'card',
      name: 'Passagens aéreas',
      code: 'viagens',
      cents: -180_000,
      date: on(0, 20),
      installments: 6,
    }),
    expense({
      wallet: 'card',
      name: 'Tênis de corrida',
      code: 'vestuario',
      cents: -49_980,
      date: on(2, 9),
      installments: 2,
    }),
    expense({
      wallet: 'card',
      name: 'Notebook',
      code: 'diversos-variavel',
      cents: -320_000,
      date: on(10, 15),
      installments: 10,
    }),
    // A one-off investment: the year's tighter month.
    {
      wallet: 'checking',
      name: 'Aplicação no Tesouro Selic',
      code: 'tesouro-direto',
      type: 'investiments',
      cents: -100_000,
      date: on(4, 6),
    },
    // The washing machine broke: paid with what she redeemed from her reserve that month.
    expense({
      wallet: 'checking',
      name: 'Conserto da máquina de lavar',
      code: 'manutencao-casa',
      cents: -78_000,
      date: on(HISTORY_MONTHS - 1 - REPAIR_MONTHS_AGO, 16),
    }),
  ];
  for (const [offset, month] of months.entries()) {
    const random = seededRandom(0xa7a0 + offset);
    const bank = viaBank.has(month);
    if (!bank) {
      entries.push(
        {
          wallet: 'checking',
          name: 'Salário',
          code: 'salario',
          type: 'revenues',
          cents: 650_000,
          date: on(offset, 5),
        },
        expense({
          wallet: 'checking',
          name: 'Aluguel do apartamento',
          code: 'aluguel',
          cents: -180_000,
          date: on(offset, 10),
        }),
        expense({
          wallet: 'checking',
          name: 'Conta de luz',
          code: 'energia',
          cents: -random.cents(150, 230),
          date: on(offset, 8),
        }),
      );
    }
    entries.push(
      expense({
        wallet: 'checking',
        name: 'Conta de água',
        code: 'agua',
        cents: -random.cents(70, 110),
        date: on(offset, 12),
      }),
      ...purchases(random, month, today, ANA_PURCHASES, bank ? BANK_PURCHASES : {}),
    );
    // The savings account's interest, credited at the month's turn (past months only).
    const interest = on(offset + 1, 1);
    if (compareDates(interest, today) <= 0)
      entries.push({
        wallet: 'savings',
        name: 'Rendimento da poupança',
        code: 'rendimentos',
        type: 'revenues',
        cents: random.cents(45, 70),
        date: interest,
      });
  }
  return entries;
}

/** Carlos, the family member: his salary, his bills and his pension plan as repetitions, and his own spending. */
export function carlosEntries(today: IsoDate): DemoEntry[] {
  const months = historyMonths(today);
  const [first = monthKeyOf(today)] = months;
  const entries: DemoEntry[] = [
    {
      wallet: 'checking',
      name: 'Salário',
      code: 'salario',
      type: 'revenues',
      cents: 420_000,
      date: dateInMonth(first, 5),
      monthly: true,
    },
    expense({
      wallet: 'checking',
      name: 'Financiamento do carro',
      code: 'financiamento-veiculo',
      cents: -110_000,
      date: dateInMonth(first, 15),
      monthly: true,
    }),
    expense({
      wallet: 'checking',
      name: 'Plano de saúde',
      code: 'plano-saude',
      cents: -45_000,
      date: dateInMonth(first, 10),
      monthly: true,
    }),
    expense({
      wallet: 'checking',
      name: 'Curso de inglês',
      code: 'educacao',
      cents: -32_000,
      date: dateInMonth(first, 12),
      monthly: true,
    }),
    // His share of the home: Ana pays the rent, he pays the building's fee.
    expense({
      wallet: 'checking',
      name: 'Condomínio',
      code: 'condominio',
      cents: -65_000,
      date: dateInMonth(first, 8),
      monthly: true,
    }),
    {
      wallet: 'checking',
      name: 'Previdência privada',
      code: 'previdencia',
      type: 'investiments',
      cents: -30_000,
      date: dateInMonth(first, 20),
      monthly: true,
    },
  ];
  for (const [offset, month] of months.entries()) {
    entries.push(...purchases(seededRandom(0xc0de + offset), month, today, CARLOS_PURCHASES));
  }
  return entries;
}

/** João, the planner's second client: a plain household month, last month and this one. */
export function clientEntries(today: IsoDate): DemoEntry[] {
  const thisMonth = monthKeyOf(today);
  const month: Array<[number, string, string, TransactionType, Cents]> = [
    [5, 'Salário', 'salario', 'revenues', 650_000],
    [5, 'Aluguel do apartamento', 'aluguel', 'expenses', -180_000],
    [8, 'Conta de luz', 'energia', 'expenses', -18_990],
    [10, 'Internet fibra', 'internet-telefone', 'expenses', -9_990],
    [12, 'Supermercado do mês', 'supermercado', 'expenses', -84_237],
    [15, 'Farmácia', 'farmacia', 'expenses', -6_450],
    [18, 'Jantar de aniversário', 'restaurantes', 'expenses', -15_600],
    [20, 'Aplicação na poupança', 'poupanca', 'investiments', -50_000],
  ];
  return [addMonthsToKey(thisMonth, -1), thisMonth].flatMap((key) =>
    month.map(([day, name, code, type, cents]) => ({
      wallet: 'cash' as const,
      name,
      code,
      type,
      cents,
      date: dateInMonth(key, day),
    })),
  );
}
