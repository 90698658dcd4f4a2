import { fakerPT_BR as faker } from '@faker-js/faker';
import type { Category, Client, Payment, Transaction, User } from '@/api/gen/model';
import { toApiAmount } from '@/lib/money';

/**
 * Fake records shaped by the contract's generated types, shared by unit tests, stories and MSW
 * handlers: `createFakeTransaction({ value: -120.5 })`. Seeded, so a story shows the same people
 * and amounts on every run; `resetFakes()` restarts the sequence (call it in a test's beforeEach).
 */

const SEED = 20_26;
faker.seed(SEED);
let sequence = 0;

export function resetFakes(): void {
  faker.seed(SEED);
  sequence = 0;
}

/** A 24-hex id like the backend's, unique within a run. */
export function fakeId(): string {
  sequence += 1;
  return `6650${sequence.toString(16).padStart(20, '0')}`;
}

/** An API amount (two decimals) between the bounds, in reais. */
export function fakeAmount(min = 10, max = 2_000): number {
  return toApiAmount(faker.number.int({ min: min * 100, max: max * 100 }));
}

export function createFakeUser(overrides: Partial<User> = {}): User {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return {
    _id: fakeId(),
    email: faker.internet.email({ firstName, lastName }).toLowerCase(),
    name: `${firstName} ${lastName}`,
    image: `avatar${faker.number.int({ min: 1, max: 10 })}`,
    cpf: '529.982.247-25',
    phoneNumber: '(11) 98765-4321',
    address: { city: faker.location.city() },
    active: true,
    profiles: ['user'],
    isPlanner: false,
    skipTutorial: true,
    currency: 'BRL',
    ...overrides,
  } as User;
}

export function createFakeClient(overrides: Partial<Client> = {}): Client {
  const planned = fakeAmount(2_000, 8_000);
  return {
    _id: fakeId(),
    name: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    plannerCode: `PLAN-${faker.string.numeric(4)}`,
    financeStatus: { spended: fakeAmount(500, 9_000), planned },
    ...overrides,
  };
}

export function createFakeCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: fakeId(),
    name: faker.helpers.arrayElement(['Moradia', 'Mercado', 'Transporte', 'Saúde', 'Lazer', 'Educação']),
    group: 'expenses',
    ...overrides,
  };
}

export function createFakePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: fakeId(),
    name: faker.helpers.arrayElement(['Nubank', 'Itaú', 'Carteira', 'Banco do Brasil', 'Inter']),
    type: 'debit',
    accountType: 'Conta corrente',
    value: fakeAmount(0, 5_000),
    ...overrides,
  };
}

export function createFakeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const transactionType = overrides.transactionType ?? 'expenses';
  const amount = fakeAmount(5, 1_500);
  return {
    _id: fakeId(),
    name: faker.helpers.arrayElement(['Aluguel', 'Supermercado', 'Uber', 'Farmácia', 'Cinema', 'Salário']),
    value: transactionType === 'expenses' ? -amount : amount,
    date: faker.date.between({ from: '2026-01-01', to: '2026-12-31' }).toISOString().slice(0, 10),
    paid: faker.datatype.boolean(),
    transactionType,
    ...overrides,
  };
}
