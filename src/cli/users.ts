// `users create|list|set-password`: console users. A password comes from standard input (--password-stdin) or
// is generated and printed once; it is never taken as a flag, where it would land in shell history.
import { Command } from 'commander';
import type { Store } from '../db/database.js';
import { findOrCreateAccount } from '../keys/apiKeys.js';
import { generatePassword } from '../console/passwords.js';
import { createUser, listUsers, setPassword, UserError } from '../console/users.js';
import { readStdin } from './stdin.js';

type WithStore = <T>(fn: (store: Store) => Promise<T>) => Promise<T>;

function fail(err: unknown): never {
  if (err instanceof UserError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

export function userCommands(withStore: WithStore): Command {
  const users = new Command('users').description('manage the people who sign in to the web console');
  users
    .command('create')
    .description('create a console user in an account (the account is created if new)')
    .requiredOption('--email <email>', 'the address the user signs in with')
    .requiredOption('--account <name>', 'the account whose data the user sees and whose keys the user manages')
    .option('--password-stdin', 'read the password from standard input instead of generating one')
    .action(async (opts: { email: string; account: string; passwordStdin?: boolean }) => {
      const password = opts.passwordStdin ? await readStdin() : generatePassword();
      const user = await withStore(async (store) => {
        const account = await findOrCreateAccount(store.db, opts.account);
        return createUser(store.db, { accountId: account.id, email: opts.email, password });
      }).catch(fail);
      process.stdout.write(`Created user ${user.email} in account ${user.account.name}.\n`);
      if (!opts.passwordStdin) process.stdout.write(`Password (shown only this once):\n\n  ${password}\n\n`);
      process.stdout.write('Sign in at /console on the server (for example http://127.0.0.1:8080/console).\n');
    });
  users
    .command('set-password')
    .description("replace a user's password (ends the user's sessions)")
    .requiredOption('--email <email>', 'the user')
    .option('--password-stdin', 'read the password from standard input instead of generating one')
    .action(async (opts: { email: string; passwordStdin?: boolean }) => {
      const password = opts.passwordStdin ? await readStdin() : generatePassword();
      const found = await withStore((store) => setPassword(store.db, opts.email, password)).catch(fail);
      if (!found) {
        process.stderr.write(`No user has the email ${opts.email}.\n`);
        process.exit(1);
      }
      process.stdout.write(
        opts.passwordStdin ? 'Password changed.\n' : `New password (shown only this once):\n\n  ${password}\n\n`,
      );
    });
  users
    .command('list')
    .description('list console users (never their passwords)')
    .option('--json', 'print JSON lines')
    .action(async (opts: { json?: boolean }) => {
      const rows = await withStore((store) => listUsers(store.db));
      for (const u of rows) {
        const j = {
          id: u.id,
          email: u.email,
          account: u.account.name,
          createdAt: u.createdAt.toISOString(),
          lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
        };
        process.stdout.write(opts.json ? JSON.stringify(j) + '\n' : `${j.id}  ${j.account.padEnd(12)}  ${j.email}\n`);
      }
    });
  return users;
}
