/**
 * `npm run contract:check -- <base URL>`: replays a first-day journey and every request example of the
 * contract through Prism's validating proxy in front of a backend, and lists every request and answer
 * that departs from the contract. Exit code 1 when there is one.
 *
 *   npm run contract:check -- http://127.0.0.1:3000            our server (`/api` is assumed)
 *   CHECK_OUTBOX=./data/outbox npm run contract:check -- ...     activate the new account from our outbox
 *   CHECK_EMAIL=... CHECK_PASSWORD=... npm run contract:check -- https://their.host/api
 *                                                                an active account of another backend
 *   CHECK_VERBOSE=1 prints every request with its status; CHECK_DESTRUCTIVE=1 also resets and deletes
 *   the CHECK_EMAIL account at the end.
 */
import { formatViolations, runContractCheck } from './run.ts';

const baseUrl = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!baseUrl) {
  console.error('usage: npm run contract:check -- <base URL, e.g. http://127.0.0.1:3000/api>');
  process.exit(2);
}
const env = process.env;
const credentials =
  env.CHECK_EMAIL && env.CHECK_PASSWORD
    ? { email: env.CHECK_EMAIL, password: env.CHECK_PASSWORD }
    : undefined;

const result = await runContractCheck({
  baseUrl,
  credentials,
  outbox: env.CHECK_OUTBOX ?? (env.DATA_DIR ? `${env.DATA_DIR}/outbox` : undefined),
  destructive: env.CHECK_DESTRUCTIVE === '1',
  log: env.CHECK_VERBOSE === '1' ? (line) => console.log(line) : undefined,
});
if (result.violations.length > 0)
  console.log(`operationId\trequest\twhere\tproblem\n${formatViolations(result.violations)}`);
if (result.notImplemented.length > 0)
  console.log(`not implemented (501) by this backend: ${result.notImplemented.join(', ')}`);
console.log(`${result.requests} requests, ${result.violations.length} contract violations`);
process.exit(result.violations.length > 0 ? 1 : 0);
