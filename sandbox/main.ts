import { resolve } from 'node:path';
import { HASH_COST } from './auth/password-hash';
import { SEEDED_GUEST } from './db/seed-guest';
import { isSystemState } from './db/settings-repo';
import { PROJECT_ROOT, startSandbox } from './start-sandbox';

/** `npm run sandbox`: the sandbox on a database file, configured by environment variables. */
function readPort(value: string | undefined, fallback = 8080, name = 'PORT'): number {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function readSystemState(value: string | undefined) {
  if (value === undefined || value === '') return undefined;
  if (!isSystemState(value)) throw new Error(`SYSTEM_STATE must be ONLINE or OFFLINE`);
  return value;
}

function readLifetime(value: string | undefined) {
  if (value === undefined || value === '') return undefined;
  const hours = Number(value);
  if (!(hours > 0 && hours <= 24 * 30)) {
    throw new Error(`SESSION_LIFETIME_HOURS must be a number of hours up to 720, got "${value}"`);
  }
  return hours * 60 * 60 * 1000;
}

/** REGISTRATION_CONFIRMATION=1 or 0; unset keeps the database's setting (default off). */
function readConfirmation(value: string | undefined) {
  if (value === undefined || value === '') return undefined;
  if (value !== '1' && value !== '0') throw new Error('REGISTRATION_CONFIRMATION must be 1 or 0');
  return value === '1';
}

const { env } = process;
const sandbox = await startSandbox({
  port: readPort(env.PORT),
  paymentPort: readPort(env.PAYMENT_PORT, 8081, 'PAYMENT_PORT'),
  host: env.HOST || '127.0.0.1',
  dbFile: resolve(env.SANDBOX_DB || resolve(PROJECT_ROOT, 'sandbox/data/sandbox.db')),
  now: env.IK_NOW || undefined,
  systemState: readSystemState(env.SYSTEM_STATE),
  testMode: env.SANDBOX_TEST_MODE === '1',
  publicBaseUrl: env.PUBLIC_BASE_URL || undefined,
  sessionLifetimeMs: readLifetime(env.SESSION_LIFETIME_HOURS),
  registrationConfirmation: readConfirmation(env.REGISTRATION_CONFIRMATION),
  // Guests' passwords at full strength, whatever the mode (fixtures are the tests' business).
  passwordHashCost: HASH_COST,
});

console.log(`innkit sandbox on ${sandbox.url}`);
console.log(`  seeded guest: ${SEEDED_GUEST.email} / ${SEEDED_GUEST.password}`);
console.log(`  controls:     ${sandbox.url}/sandbox`);
console.log(`  payment page: ${sandbox.payment.origin} (PAYMENT_PORT)`);
if (env.SANDBOX_TEST_MODE === '1') console.log('  test mode:    X-IK-Now / ?ik-now= pin today');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
