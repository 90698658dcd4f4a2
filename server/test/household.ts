import { client, data } from './client.ts';
import { type Account, createAccount, login, type TestServer } from './helper.ts';

/** The person joins the family of the voucher. */
export const joinFamily = (server: TestServer, person: Account, voucher: string) =>
  data(
    client(server, person.token)('POST', '/families/voucher', {
      voucher,
      email: person.email,
      user: person.id,
    }),
  );

/** A planner whose client is `clientAccount`, and the planner's token signed in on that client. */
export async function plannerOf(server: TestServer, clientAccount: Account, code: string, name: string) {
  const planner = await createAccount(server, { name });
  await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
  await server.app.repos.users.addClient(planner.id, clientAccount.id, code);
  return { planner, token: await login(server, planner.email, planner.password, clientAccount.id) };
}

export interface HouseholdNames {
  admin: string;
  member: string;
  owner: string;
  planner: string;
  family: string;
  /** The planner's client code for the owner. */
  code: string;
}

/**
 * An admin's family that the owner and a member joined by voucher, and a planner whose client is
 * the owner: who may read the owner's figures besides the owner.
 */
export async function createHousehold(server: TestServer, names: HouseholdNames) {
  const [admin, member] = await Promise.all([
    createAccount(server, { name: names.admin }),
    createAccount(server, { name: names.member }),
  ]);
  const owner = await createAccount(server, { name: names.owner });
  const family = await data<{ _id: string; voucher: string }>(
    client(server, admin.token)('POST', '/families', { name: names.family, user: admin.id }),
    201,
  );
  for (const person of [owner, member]) await joinFamily(server, person, family.voucher);
  const { token: plannerToken } = await plannerOf(server, owner, names.code, names.planner);
  return { admin, member, owner, family, plannerToken };
}
