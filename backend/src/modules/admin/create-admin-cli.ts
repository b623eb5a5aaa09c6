// `npm run admin:create -- --email ops@example.com --name "Ops Lead"`: asks for the password (hidden),
// or reads it from the first line of stdin when piped (`printf '%s\n' "$PASS" | npm run admin:create -- ...`).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { loadConfig } from '../../config.ts';
import { createDatabase, migrateToLatest } from '../../db/database.ts';
import { DomainEvents } from '../../db/domain-events.ts';
import { DatabaseSessionStore, subscribeSessionEnds } from '../auth/index.ts';
import { CreateAdminError, createOrPromoteAdmin } from './create-admin.ts';

const USAGE = 'Usage: npm run admin:create -- --email <address> --name "<full name>"  (the password is asked for, or read from stdin)';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      // Echo nothing while typing: the password must not land on screen or in scrollback.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.startsWith(prompt)) process.stdout.write(prompt);
      };
      rl.question(prompt, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const second = await ask('Repeat the password: ');
  if (first !== second) throw new CreateAdminError('The passwords do not match.');
  return first;
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
if (values.help || !values.email || !values.name) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const config = loadConfig();
const knex = createDatabase(config);
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const sessions = new DatabaseSessionStore(knex);
// Running servers drop their kept copies of the sessions a promotion ends at once (else within AUTH_CACHE_MS).
const events = new DomainEvents({ log: console.error });
const eventSync = redis && events.shareBetweenProcesses(redis, `${config.socketAdapterKey}:domain-events`);
subscribeSessionEnds(events, sessions);
let exitCode = 0;
try {
  await migrateToLatest(knex);
  const password = await readPassword();
  const { user, created } = await createOrPromoteAdmin(knex, sessions, { email: values.email, name: values.name, password });
  console.log(`${created ? 'Created' : 'Promoted'} administrator ${user.fullName} <${user.email}> (id ${user.id}).`);
  console.log('At the first sign-in at /auth they set up two-factor authentication with an authenticator app.');
} catch (error) {
  exitCode = 1;
  console.error(error instanceof CreateAdminError ? error.message : `Could not create the administrator: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await sessions.close();
  await eventSync?.close();
  // QUIT after the pending PUBLISH, so it goes out.
  await redis?.quit().catch(() => redis.disconnect());
  await knex.destroy();
}
process.exit(exitCode);
