import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Text ids (UUIDs generated in code) so a malformed id in a URL is simply "not found", never a cast error.
const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    image: text('image'),
    cpf: text('cpf'),
    birthdate: timestamp('birthdate', { withTimezone: true, mode: 'date' }),
    gender: text('gender'),
    phoneNumber: text('phone_number'),
    city: text('city'),
    active: boolean('active').notNull().default(false),
    profiles: text('profiles').array().notNull().default([]),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    videosWatched: text('videos_watched').array().notNull().default([]),
    skipTutorial: boolean('skip_tutorial').notNull().default(false),
    currency: text('currency').notNull().default('BRL'),
    socialLogin: boolean('social_login').notNull().default(false),
    socialUid: text('social_uid'),
    facebookUserId: text('facebook_user_id'),
    socialEmail: text('social_email'),
    achievements: text('achievements').array().notNull().default([]),
    // Settings 'Preferências' (decision 180), with the spec's defaults.
    notifications: boolean('notifications').notNull().default(true),
    notificationTime: text('notification_time').notNull().default('09:00'),
    sumBalance: boolean('sum_balance').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_social_uid').on(t.socialUid)],
);

export const plannerClients = pgTable(
  'planner_clients',
  {
    plannerId: text('planner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plannerCode: text('planner_code'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.plannerId, t.clientId] }), index('planner_clients_client').on(t.clientId)],
);

/** One row per issued token: deleting or revoking it kills the token in every process. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: owner(),
    actingUserId: text('acting_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_acting_user').on(t.actingUserId)],
);

/**
 * One row per throttled key (`login:pair:<email>|<address>`, `mail:account:<id>`, ...): how many
 * tries were counted and until when the next one must wait (decision 301). Rows are claimed with
 * SELECT ... FOR UPDATE so parallel requests cannot count the same try twice.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Data upgrades done: a rule changed for data already stored, applied once by the code that holds
 * the rule (`server/upgrades.ts`), which SQL migrations cannot call.
 */
export const dataUpgrades = pgTable('data_upgrades', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Addresses an account has signed in from with its password: they skip the account-wide bound. */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: owner(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Activation codes, recovery tokens, company activation tokens: only their SHA-256 is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_lookup').on(t.purpose, t.codeHash),
    index('one_time_codes_user').on(t.userId),
  ],
);

/**
 * One row per step of a sign-in through an identity provider (decision 490), kept in the database
 * because the browser may come back to another server process:
 * - `state`: made by startSocialSignIn, taken by finishSocialSignIn (nonce and PKCE verifier);
 * - `ticket`: made by finishSocialSignIn for a first sign-in, taken by the sign-up's second step
 *   (the verified identity).
 * Only the SHA-256 of the state or ticket is stored; taking one is a single UPDATE (one use).
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: id(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    subject: text('subject'),
    email: text('email'),
    name: text('name'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_sign_ins_token').on(t.kind, t.tokenHash),
    index('social_sign_ins_expiry').on(t.expiresAt),
  ],
);

export const families = pgTable(
  'families',
  {
    id: id(),
    name: text('name').notNull(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucher: text('voucher').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('families_voucher_key').on(t.voucher)],
);

export const familyMembers = pgTable(
  'family_members',
  {
    id: id(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('member'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('family_members_family_email').on(t.familyId, t.email),
    // A person belongs to at most one family.
    uniqueIndex('family_members_user').on(t.userId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    // Null for the default catalogue shared by everyone.
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    code: text('code'),
    name: text('name').notNull(),
    group: text('group').notNull(),
    type: text('type'),
    sort: text('sort'),
    essential: boolean('essential').notNull().default(false),
    parentId: text('parent_id'),
    planningCategory: text('planning_category'),
    defaultBudgetValue: money('default_budget_value'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_user').on(t.userId), uniqueIndex('categories_code_key').on(t.code)],
);

export const bankAccesses = pgTable(
  'bank_accesses',
  {
    id: id(),
    userId: owner(),
    institution: text('institution'),
    type: text('type').notNull().default('pluggy'),
    status: text('status'),
    // False while the institution is still authorising (USER_AUTHORIZATION_PENDING).
    active: boolean('active').notNull().default(true),
    linkId: text('link_id'),
    connector: text('connector'),
    lastUpdate: timestamp('last_update', { withTimezone: true, mode: 'date' }),
    lastSynced: timestamp('last_synced', { withTimezone: true, mode: 'date' }),
    // The last sync attempt and how it ended (decision 482): null when it imported, else
    // 'failed' (the provider failed) or 'tokenRequired' (the bank asked for its app token).
    lastSyncAttempt: timestamp('last_sync_attempt', { withTimezone: true, mode: 'date' }),
    lastSyncError: text('last_sync_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bank_accesses_user').on(t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    // money | bank | credit (the contract lists the exact values).
    type: text('type').notNull(),
    accountType: text('account_type'),
    flag: text('flag'),
    bank: text('bank'),
    accountNumber: text('account_number'),
    cardNumber: text('card_number'),
    initialBalance: money('initial_balance').notNull().default('0'),
    limit: money('limit'),
    closingDay: integer('closing_day'),
    dueDay: integer('due_day'),
    isDefault: boolean('is_default').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    bankAccessId: text('bank_access_id').references(() => bankAccesses.id, { onDelete: 'set null' }),
    // Set on accounts imported from a bank connection: they cannot be deleted.
    externalId: text('external_id'),
    extra: jsonb('extra'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_user').on(t.userId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: owner(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    closingDate: date('closing_date'),
    dueDate: date('due_date'),
    externalId: text('external_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_user').on(t.userId),
    uniqueIndex('invoices_payment_month').on(t.paymentId, t.month),
  ],
);

export const objectives = pgTable(
  'objectives',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    category: text('category'),
    totalValue: money('total_value').notNull(),
    initialValue: money('initial_value').notNull().default('0'),
    installment: money('installment'),
    beginDate: date('begin_date'),
    finalDate: date('final_date'),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    done: boolean('done').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('objectives_user').on(t.userId)],
);

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: owner(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    objectiveId: text('objective_id').references(() => objectives.id, { onDelete: 'set null' }),
    bankAccessId: text('bank_access_id').references(() => bankAccesses.id, { onDelete: 'cascade' }),
    // revenues | expenses | investiments | transfer
    transactionType: text('transaction_type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    value: money('value').notNull(),
    date: date('date').notNull(),
    paid: boolean('paid').notNull().default(false),
    recurrent: boolean('recurrent').notNull().default(false),
    recurrentType: text('recurrent_type'),
    // Series (decision 100): members share recurrentTransactionId, recurrentIndex is 1-based.
    recurrentTransactionId: text('recurrent_transaction_id'),
    recurrentIndex: integer('recurrent_index'),
    lastInstallment: integer('last_installment'),
    externalId: text('external_id'),
    bankingOperationType: text('banking_operation_type'),
    bankingOperationReferenceId: text('banking_operation_reference_id'),
    bankingOperationPayment: text('banking_operation_payment').references(() => payments.id, {
      onDelete: 'set null',
    }),
    // The invoice a carry row was produced by (decision 103); the carry goes with it.
    invoiceReferenceId: text('invoice_reference_id').references(() => invoices.id, { onDelete: 'cascade' }),
    // The invoice an invoice payment pays: deleting the card deletes its invoices and their payments.
    paymentInvoiceReferenceId: text('payment_invoice_reference_id').references(() => invoices.id, {
      onDelete: 'cascade',
    }),
    // The onboarding that booked the row: saving the onboarding again removes it (decision 400).
    onboardingId: text('onboarding_id').references(() => onboardings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_user_date').on(t.userId, t.date),
    // Balance sums (decision 105 leaves own-wallet movements out) read only the index: a month's
    // summary touches a dozen index pages instead of one heap page per row.
    index('transactions_summary')
      .on(t.userId, t.date, t.transactionType, t.paid, t.value)
      .where(sql`${t.bankingOperationReferenceId} is null and ${t.paymentInvoiceReferenceId} is null`),
    index('transactions_payment').on(t.paymentId, t.date),
    uniqueIndex('transactions_series').on(t.recurrentTransactionId, t.recurrentIndex),
    // Reads top up open repetitions (decision 100): finding them must not scan the user's history.
    index('transactions_open_series')
      .on(t.userId)
      .where(sql`${t.recurrent} and ${t.lastInstallment} is null`),
    index('transactions_invoice').on(t.invoiceId),
    index('transactions_banking_reference').on(t.bankingOperationReferenceId),
    index('transactions_invoice_reference').on(t.invoiceReferenceId),
    index('transactions_payment_invoice_reference').on(t.paymentInvoiceReferenceId),
    // Search matches a category's name (decision 362): its rows are found without a scan.
    index('transactions_category').on(t.categoryId),
    index('transactions_onboarding').on(t.onboardingId).where(sql`${t.onboardingId} is not null`),
  ],
);

/**
 * A repetition's own record (decision 106), keyed by its members' recurrentTransactionId: what the
 * top-up makes new members of, whatever happened to single members.
 */
export const transactionSeries = pgTable(
  'transaction_series',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    recurrentType: text('recurrent_type').notNull(),
    // Members are stepped from this one (index 1 at creation), never from a member that survives.
    anchorIndex: integer('anchor_index').notNull(),
    anchorDate: date('anchor_date').notNull(),
    // The highest index ever made: a member deleted alone is never made again.
    highestIndex: integer('highest_index').notNull(),
    // The template: set at creation, changed only by an applyForAll edit (decision 101).
    transactionType: text('transaction_type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    value: money('value').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('transaction_series_user').on(t.userId)],
);

/** A person's financial onboarding (decision 400): at most one; its rows and goods go with it. */
export const onboardings = pgTable(
  'onboardings',
  {
    id: id(),
    userId: owner(),
    // The first day of the month the onboarding was filled in for.
    month: date('month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('onboardings_user').on(t.userId)],
);

/** Goods (decision 401): property, vehicles and others, with what is still owed on them. */
export const goods = pgTable(
  'goods',
  {
    id: id(),
    userId: owner(),
    onboardingId: text('onboarding_id').references(() => onboardings.id, { onDelete: 'cascade' }),
    // property | vehicle | motorcycle | other
    type: text('type').notNull(),
    description: text('description'),
    marketValue: money('market_value').notNull(),
    financed: boolean('financed').notNull().default(false),
    settlementBalance: money('settlement_balance').notNull().default('0'),
    installment: money('installment').notNull().default('0'),
    lastInstallment: integer('last_installment'),
    date: date('date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('goods_user').on(t.userId)],
);

export const linkedTransactions = pgTable(
  'linked_transactions',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type'),
    originalName: text('original_name'),
    value: money('value').notNull(),
    bankAccessId: text('bank_access_id').references(() => bankAccesses.id, { onDelete: 'set null' }),
    day: integer('day').notNull(),
    lastPaymentDate: timestamp('last_payment_date', { withTimezone: true, mode: 'date' }),
    /** The transaction paying the item booked (decision 200); un-paying removes it. */
    paidTransactionId: text('paid_transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    /**
     * The row 'Incluir no calendário' made the item from: one item per row, however often or from
     * however many tabs it is asked (audit J6).
     */
    sourceTransactionId: text('source_transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('linked_transactions_user').on(t.userId),
    uniqueIndex('linked_transactions_source').on(t.sourceTransactionId),
  ],
);

/** One budget per user and month; the category lines live in `lines` until the money work needs more. */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    userId: owner(),
    month: date('month').notNull(),
    lines: jsonb('lines').notNull().default([]),
    accumulated: money('accumulated').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('budgets_user_month').on(t.userId, t.month)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: owner(),
    plan: text('plan').notNull(),
    status: text('status'),
    suspended: boolean('suspended').notNull().default(false),
    expireAt: timestamp('expire_at', { withTimezone: true, mode: 'date' }),
    subscriptionId: text('subscription_id'),
    clientId: text('client_id'),
    paymentType: text('payment_type'),
    /** The saved cards as the gateway shows them: { id, active, maskedNumber, brand }. */
    paymentMethods: jsonb('payment_methods').notNull().default([]),
    promotionalCodeId: text('promotional_code_id'),
    /** Set while a subscription is with the gateway: a second one sent meanwhile is refused (decision 469). */
    checkoutUntil: timestamp('checkout_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user').on(t.userId),
    uniqueIndex('subscriptions_gateway_id').on(t.subscriptionId),
  ],
);

/** The gateway's invoices of a subscription, kept in step by the webhook (decision 435). */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    // The gateway's invoice id.
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    total: money('total').notNull(),
    discount: money('discount').notNull().default('0'),
    status: text('status').notNull(),
    secureUrl: text('secure_url').notNull(),
    payableWith: text('payable_with'),
    pix: jsonb('pix'),
    bankSlip: jsonb('bank_slip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscription_invoices_subscription').on(t.subscriptionId)],
);

/** Webhook deliveries already taken: a replay finds its key and changes nothing. */
export const gatewayEvents = pgTable('gateway_events', {
  key: text('key').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The development gateway's own records (customers, tokens, invoices...), decision 433. */
export const devGatewayRecords = pgTable('dev_gateway_records', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
});

/** Promotional codes (decision 436); `uses` only grows through one guarded UPDATE. */
export const promotionalCodes = pgTable(
  'promotional_codes',
  {
    id: id(),
    code: text('code').notNull(),
    discount: money('discount').notNull(),
    discountType: text('discount_type').notNull().default('percent'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    plans: text('plans').array().notNull().default([]),
    expireAt: timestamp('expire_at', { withTimezone: true, mode: 'date' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('promotional_codes_code').on(t.code)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    // Null for system tasks, which nobody may edit.
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // A system task suggested from one person's numbers (decision 480): only they see it.
    suggestedFor: text('suggested_for').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_user').on(t.userId), index('tasks_suggested_for').on(t.suggestedFor)],
);

export const userConfigs = pgTable('user_configs', {
  id: id(),
  userId: owner().unique(),
  tasksAccepted: text('tasks_accepted').array().notNull().default([]),
  tasksRejected: text('tasks_rejected').array().notNull().default([]),
  tasksDone: text('tasks_done').array().notNull().default([]),
  preferences: jsonb('preferences'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Financial diagnosis profiles (the onboarding answers). */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: owner(),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_user').on(t.userId)],
);

/** Learning trails (read-only content, seeded): items in order, each with its videos. */
export const learningTrails = pgTable('learning_trails', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  imgUrl: text('img_url'),
  items: jsonb('items').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The video trails of 'Educação Financeira' (the contract's contendVideo). */
export const educationalVideos = pgTable('educational_videos', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  documents: jsonb('documents').notNull(),
});

export const blogPosts = pgTable('blog_posts', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  image: text('image'),
  publishedAt: date('published_at').notNull(),
});

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  aboutMessage: text('about_message').notNull(),
});

export const experts = pgTable('experts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  expertizes: text('expertizes').array().notNull().default([]),
  // Stars 0 to 5 with one decimal.
  stars: numeric('stars', { precision: 2, scale: 1 }).notNull(),
  sessionPrice: money('session_price').notNull(),
  // Likes gathered before this server (seeded); each user's like adds one row to expert_likes.
  baseLikes: integer('base_likes').notNull().default(0),
  image: text('image'),
  aboutMessage: text('about_message'),
  profileMessage: text('profile_message'),
});

/** One like per user and expert (decision 262). */
export const expertLikes = pgTable(
  'expert_likes',
  {
    expertId: text('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: owner(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.expertId, t.userId] })],
);

/**
 * First answers of money POSTs by `Idempotency-Key` (decision 312): one per user and key, written in
 * the same database transaction as the rows the request booked; the primary key decides between
 * concurrent duplicates. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: owner(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    // The answer's JSON as sent, so a replay is the same text (jsonb would reorder its keys).
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/**
 * A counter per user that every write of their money data bumps, in the same database transaction
 * (triggers of migration 0011, decision 360): answers carry an ETag derived from it, and an
 * unchanged month answers 304 whichever server process is asked. No foreign key: a user's deletion
 * cascades into rows whose triggers still bump.
 */
export const dataVersions = pgTable('data_versions', {
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * An imported row and a manual one the person said are not the same (decision 483): the pair is
 * never offered for merging again. Either row going away takes the refusal with it.
 */
export const bankMergeRefusals = pgTable(
  'bank_merge_refusals',
  {
    importedId: text('imported_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    manualId: text('manual_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: owner(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.importedId, t.manualId] }),
    index('bank_merge_refusals_user').on(t.userId),
  ],
);

/**
 * The job queue (decision 470): every server process polls this table and claims due rows with
 * SELECT ... FOR UPDATE SKIP LOCKED, so two processes never run one job at the same time. `key`
 * names one occurrence ('reminder:<user>:<date>'): scheduling it again is a no-op. A claimed row is
 * leased until `locked_until`; a process that dies mid-job leaves it to be claimed again after that.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    // Set once: done, or failed for good after its last attempt.
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    failed: boolean('failed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    index('jobs_due').on(t.runAt).where(sql`${t.finishedAt} is null`),
    index('jobs_finished').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
  ],
);
