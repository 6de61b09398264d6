import { Migration } from '@formpath/persistence';

export class Migration20261123000000_auth_throttle_delays extends Migration {
  override up(): void {
    // Rows from before carry counters of the old keys: expiring them now lets the sweep take them.
    this.addSql(`alter table "auth"."sign_in_attempts"
      add column if not exists "blocked_until" timestamptz null,
      add column if not exists "expires_at" timestamptz not null default now()`);
    this.addSql(`create index if not exists "sign_in_attempts_expires_at_index" on "auth"."sign_in_attempts" ("expires_at")`);
  }
}
