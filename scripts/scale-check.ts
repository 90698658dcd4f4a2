/**
 * `npm run scale-check`: the product scaled out (decision 475). A throwaway PostgreSQL, two server
 * processes on loopback sharing it and Debian's nginx balancing them round-robin; then a journey
 * alternating between them, a token revoked on one refused by the other, login and mail limits
 * held across both, and reminders sent exactly once by the two job queues. Prints the figures and
 * writes them to bench/RESULTS.md. Runs itself under scripts/with-postgres.sh when DATABASE_URL is unset.
 */
import { spawnSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saoPauloClock } from '../server/domain/reminders.ts';
import { readOutbox } from '../server/mail/outbox.ts';
import { withCheckDigits } from '../src/lib/cpf.ts';
import { addDays, todayIso } from '../src/lib/dates.ts';
import { type AppProcess, type Child, logLines, startApp, startNginx } from './scale/cluster.ts';
import { writeResults } from './scale/results.ts';

if (!process.env.DATABASE_URL) {
  const self = [process.execPath, '--import', 'tsx', ...process.argv.slice(1)];
  const run = spawnSync('bash', ['scripts/with-postgres.sh', ...self], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const REMINDER_USERS = 10;
const failures: string[] = [];
const figures: Array<[string, string]> = [];
const checks: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FALHA'} ${what}`);
  checks.push(`${ok ? 'ok' : '**FALHA**'} ${what}`);
  if (!ok) failures.push(what);
};
const figure = (name: string, value: string | number) => {
  figures.push([name, String(value)]);
  console.log(`     ${name}: ${value}`);
};

interface Reply {
  status: number;
  upstream: string;
  body: { data?: Record<string, unknown> & { items?: Array<Record<string, unknown>> }; message?: string };
}

function api(base: string, address: string) {
  return async (method: string, path: string, body?: object, token?: string): Promise<Reply> => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        'x-forwarded-for': address,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      upstream: response.headers.get('x-upstream') ?? '',
      body: text ? JSON.parse(text) : {},
    };
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function mailsTo(apps: AppProcess[], email: string) {
  const lists = await Promise.all(apps.map((app) => readOutbox(join(app.dataDir, 'outbox'))));
  return lists.flatMap((list, index) =>
    list.filter((mail) => mail.to.includes(email)).map((mail) => ({ ...mail, app: apps[index]?.name ?? '' })),
  );
}

/** Sign-up, activation with the code from whichever process mailed it, sign-in. */
async function newAccount(call: ReturnType<typeof api>, apps: AppProcess[], name: string) {
  const email = `escala-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const password = 'senha-segura-123';
  const steps: Reply[] = [];
  steps.push(await call('POST', '/users', { email, password, name, cpf: newCpf() }));
  const login = await call('POST', '/users/authenticate', { email, password });
  steps.push(login);
  const token = String(login.body.data?.accessToken ?? '');
  const id = String(login.body.data?.id ?? '');
  const [mail] = await mailsTo(apps, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  steps.push(await call('POST', '/users/account/activation', { activationCode: code }, token));
  return { email, password, token, id, steps, mailedBy: mail?.app };
}

/** A valid CPF (sign-up requires one), different for each account. */
function newCpf(): string {
  return withCheckDigits(
    Array.from({ length: 9 }, (_, index) => (index === 0 ? 1 + randomInt(9) : randomInt(10))),
  );
}

async function run() {
  const dir = await mkdtemp(join(tmpdir(), 'scale-check-'));
  const children: Child[] = [];
  const started = performance.now();
  try {
    const env = {
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      TRUST_PROXY: '1',
      JOBS_POLL_MS: '200',
      JOBS_REMINDER_SWEEP_SECONDS: '2',
    };
    // One after the other: the first applies the migrations and keeps the signing secret in the database.
    const a = await startApp('processo-a', dir, env);
    children.push(a);
    const b = await startApp('processo-b', dir, env);
    children.push(b);
    const apps = [a, b];
    const nginx = await startNginx(dir, [a.port, b.port]);
    children.push(nginx);
    figure(
      'início (PostgreSQL já de pé, 2 processos + nginx)',
      `${Math.round(performance.now() - started)} ms`,
    );
    const base = `http://127.0.0.1:${nginx.port}`;
    const upstreamOf = (app: AppProcess) => `127.0.0.1:${app.port}`;

    // 1. A journey through nginx: each request goes to the other process.
    const call = api(base, '10.1.0.1');
    const ana = await newAccount(call, apps, 'Ana Escala');
    check(
      ana.steps.every((step) => step.status < 300),
      `cadastro, ativação pelo e-mail e entrada (${ana.steps.map((s) => s.status).join(', ')})`,
    );
    const wallet = await call(
      'POST',
      '/payments',
      { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 100 },
      ana.token,
    );
    const categories = await call('GET', '/categories', undefined, ana.token);
    const category = categories.body.data?.items?.find((item) => item.name === 'Supermercado')?._id;
    const tomorrow = addDays(todayIso(), 1);
    const written = await call(
      'POST',
      '/transactions',
      {
        name: 'Escola',
        value: -850,
        date: tomorrow,
        transactionType: 'expenses',
        category,
        payment: wallet.body.data?._id,
      },
      ana.token,
    );
    let read = await call(
      'GET',
      `/transactions?startDate=${tomorrow}&endDate=${tomorrow}`,
      undefined,
      ana.token,
    );
    if (read.upstream === written.upstream)
      read = await call(
        'GET',
        `/transactions?startDate=${tomorrow}&endDate=${tomorrow}`,
        undefined,
        ana.token,
      );
    const journey = [...ana.steps, wallet, categories, written, read];
    check(written.status === 201, `gravado por ${written.upstream}`);
    check(
      read.status === 200 &&
        read.upstream !== written.upstream &&
        (read.body.data?.items ?? []).some((row) => row.name === 'Escola'),
      `lido de volta pelo outro processo (${read.upstream})`,
    );
    const served = new Set(journey.map((step) => step.upstream));
    check(served.has(upstreamOf(a)) && served.has(upstreamOf(b)), 'a jornada passou pelos dois processos');
    figure(
      'jornada',
      `${journey.length} pedidos, ${journey.filter((s) => s.upstream === upstreamOf(a)).length} no A e ${journey.filter((s) => s.upstream === upstreamOf(b)).length} no B`,
    );

    // 2. A token revoked on one process is refused by the other.
    const token = String(
      (await call('POST', '/users/authenticate', { email: ana.email, password: ana.password })).body.data
        ?.accessToken,
    );
    const logout = await call('POST', '/users/logout', undefined, token);
    const other = logout.upstream === upstreamOf(a) ? b : a;
    const direct = await api(`http://127.0.0.1:${other.port}`, '10.1.0.1')(
      'GET',
      `/users/${ana.id}`,
      undefined,
      token,
    );
    const viaNginx = [
      await call('GET', `/users/${ana.id}`, undefined, token),
      await call('GET', `/users/${ana.id}`, undefined, token),
    ];
    check(
      logout.status < 300 && direct.status === 401,
      `saída no ${logout.upstream}, token recusado pelo ${other.name} (${direct.status})`,
    );
    check(
      viaNginx.every((reply) => reply.status === 401),
      `e pelos dois via nginx (${viaNginx.map((r) => `${r.upstream} ${r.status}`).join(', ')})`,
    );

    // 3. Login limits across both: the sixth wrong password from one address waits, whichever process gets it.
    const guesser = api(base, '10.2.0.1');
    const guesses: Reply[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      guesses.push(
        await guesser('POST', '/users/authenticate', { email: ana.email, password: 'senha-errada-000' }),
      );
    const guessStatuses = guesses.map((g) => g.status);
    check(
      guessStatuses.slice(0, 5).every((status) => status !== 429) && guessStatuses[5] === 429,
      `limite de entrada: ${guessStatuses.join(', ')}`,
    );
    check(
      new Set(guesses.map((g) => g.upstream)).size === 2,
      'as tentativas foram repartidas entre os dois processos',
    );
    figure('tentativas de senha antes do 429', guessStatuses.indexOf(429));

    // 4. Mail limits across both: the sign-up mail plus four recovery mails, then a wait.
    const mailer = api(base, '10.3.0.1');
    const bruno = await newAccount(mailer, apps, 'Bruno Escala');
    const recoveries: Reply[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      recoveries.push(await mailer('POST', '/users/account/recovery', { email: bruno.email }));
    const mailStatuses = recoveries.map((r) => r.status);
    check(
      mailStatuses.slice(0, 4).every((s) => s === 204) && mailStatuses[4] === 429,
      `limite de e-mails: ${mailStatuses.join(', ')}`,
    );
    check(
      new Set(recoveries.map((r) => r.upstream)).size === 2,
      'os pedidos de e-mail foram repartidos entre os dois processos',
    );
    figure('e-mails ao mesmo destinatário antes do 429', 1 + mailStatuses.indexOf(429));

    // 5. Reminders: ten people whose time is now, two job queues polling one table.
    const now = saoPauloClock(new Date());
    const people: Array<{ email: string }> = [];
    for (let index = 0; index < REMINDER_USERS; index += 1) {
      const who = api(base, `10.4.0.${index + 1}`);
      const person = await newAccount(who, apps, `Pessoa ${index + 1}`);
      const account = await who(
        'POST',
        '/payments',
        { name: 'Caixa', type: 'debit', accountType: 'Conta corrente', value: 10 },
        person.token,
      );
      await who(
        'POST',
        '/transactions',
        {
          name: 'Parcela',
          value: -99.9,
          date: addDays(now.date, 1),
          transactionType: 'expenses',
          category,
          payment: account.body.data?._id,
        },
        person.token,
      );
      // Signed up a moment ago, activated now: their reminder time is this very minute.
      await who(
        'PATCH',
        `/users/${person.id}`,
        { preferences: { notificationTime: saoPauloClock(new Date()).time } },
        person.token,
      );
      people.push(person);
    }
    const sentAt = performance.now();
    const reminders = async () =>
      (await Promise.all(people.map((person) => mailsTo(apps, person.email)))).map((mails) =>
        mails.filter((mail) => mail.subject.includes('lembretes')),
      );
    let received = await reminders();
    while (received.some((list) => list.length === 0) && performance.now() - sentAt < 60_000) {
      await sleep(200);
      received = await reminders();
    }
    figure('até o último lembrete chegar', `${Math.round(performance.now() - sentAt)} ms`);
    // Both queues keep polling (every 200 ms) for a while: nothing may go out twice.
    await sleep(5_000);
    received = await reminders();
    const counts = received.map((list) => list.length);
    check(
      counts.every((count) => count === 1),
      `cada lembrete saiu exatamente uma vez (${counts.join(' ')})`,
    );
    const sentBy = (app: AppProcess) => received.flat().filter((mail) => mail.app === app.name).length;
    figure(
      'lembretes enviados',
      `${received.flat().length} para ${REMINDER_USERS} pessoas (A ${sentBy(a)}, B ${sentBy(b)})`,
    );
    const logged = await Promise.all(apps.map((app) => logLines(app.logFile, 'reminder sent')));
    figure('linhas "reminder sent" nos logs', `A ${logged[0]}, B ${logged[1]}`);
    check(
      (logged[0] ?? 0) + (logged[1] ?? 0) === REMINDER_USERS,
      'os logs dos dois processos somam um envio por pessoa',
    );
  } finally {
    for (const child of children.reverse()) await child.stop();
    await rm(dir, { recursive: true, force: true });
  }
  figure('duração total', `${Math.round((performance.now() - started) / 1000)} s`);
}

await run();
if (process.argv.includes('--write') || failures.length === 0) await writeResults(figures, checks, failures);
if (failures.length > 0) {
  console.error(`\n${failures.length} verificação(ões) falharam`);
  process.exit(1);
}
console.log('\nescala: tudo certo');
