// Administration from the command line (decision 434): who is an administrator, promotional codes
// and company plans with their employee activation tokens.
//   npm run admin -- grant <email> | revoke <email>
//   npm run admin -- promo create <CODE> <discount> [--fixed] [--max-uses N] [--until YYYY-MM-DD] [--plans a,b]
//   npm run admin -- company create "<name>" [--tokens N] [--days D]
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { companies } from '../server/db/schema.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const usage = () => {
  console.error(
    'Uso: npm run admin -- grant <email> | revoke <email> | promo create <CODIGO> <desconto> [--fixed] [--max-uses N] [--until AAAA-MM-DD] [--plans a,b] | company create "<nome>" [--tokens N] [--days D]',
  );
  process.exit(2);
};

const app = await buildApp({ ...loadConfig(), logLevel: 'warn', staticDir: undefined, seedDemo: false });
try {
  const [command, sub, ...rest] = args;
  if (command === 'grant' || command === 'revoke') {
    const user = sub ? await app.repos.users.findByEmail(sub) : undefined;
    if (!user) throw new Error(`Usuário não encontrado: ${sub ?? ''}`);
    const profiles = user.profiles.filter((profile) => profile !== 'admin');
    await app.repos.users.update(user.id, {
      profiles: command === 'grant' ? [...profiles, 'admin'] : profiles,
    });
    console.log(
      `${user.email}: ${command === 'grant' ? 'agora é administrador' : 'não é mais administrador'}`,
    );
  } else if (command === 'promo' && sub === 'create' && rest[0] && rest[1]) {
    const until = option('until');
    const row = await app.repos.promotionalCodes.create({
      code: rest[0],
      discount: Number(rest[1]).toFixed(2),
      discountType: args.includes('--fixed') ? 'fixed' : 'percent',
      maxUses: option('max-uses') ? Number(option('max-uses')) : null,
      expireAt: until ? new Date(`${until}T23:59:59-03:00`) : null,
      plans: option('plans')?.split(',').filter(Boolean) ?? [],
    });
    console.log(
      `Cupom ${row.code} criado (${row.discountType === 'fixed' ? 'R$ ' : ''}${row.discount}${row.discountType === 'fixed' ? '' : '%'})`,
    );
  } else if (command === 'company' && sub === 'create' && rest[0]) {
    const [company] = await app.database.db.insert(companies).values({ name: rest[0] }).returning();
    if (!company) throw new Error('company insert returned nothing');
    const count = Number(option('tokens') ?? 1);
    const days = Number(option('days') ?? 30);
    console.log(
      `Empresa ${company.name} (${company.id}). Tokens de ativação (valem ${days} dias, uso único):`,
    );
    for (let index = 0; index < count; index += 1) {
      const token = `b2b_${randomBytes(12).toString('hex')}`;
      await app.repos.codes.issue('company', token, days * 24 * 60, { companyId: company.id });
      console.log(`  ${token}  ->  ${app.config.appUrl}/empresas/activation?activationToken=${token}`);
    }
  } else usage();
} finally {
  await app.close();
}
