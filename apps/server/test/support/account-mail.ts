// What app.ts hands the built-in identity provider for account mail, for tests that register the
// provider on an app of their own.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../src/config';
import type { DatabaseConnection } from '../../src/db/client';
import { markEmailVerified } from '../../src/modules/users/service';
import { emailTransportFor } from '../../src/reminders/email-transport';

export function accountMailDeps(config: Config, database: DatabaseConnection, log: FastifyBaseLogger) {
  return {
    email: emailTransportFor(config.reminders.smtpUrl, database.db, log),
    markUserVerified: markEmailVerified,
  };
}
