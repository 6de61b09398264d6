import { Migration } from '@formpath/persistence';

// The email list, personal columns sealed (AES-256-GCM, STORAGE_KEYS) and found by a keyed digest
// of the address. An unsubscribed row keeps only the digest, so the address is never added again.
export class Migration20261127000000_email_subscribers extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "analytics"."email_subscribers" (
      "id" uuid primary key,
      "email_digest" char(64) not null unique,
      "sealed_email" text null,
      "sealed_first_name" text null,
      "sealed_last_name" text null,
      "sealed_user_agent" text null,
      "sealed_referrer" text null,
      "source" varchar(64) not null,
      "language" varchar(8) not null,
      "subscribed" boolean not null,
      "verified" boolean not null,
      "consented_at" timestamptz not null,
      "collected_at" timestamptz not null,
      "unsubscribed_at" timestamptz null
    )`);
  }
}
