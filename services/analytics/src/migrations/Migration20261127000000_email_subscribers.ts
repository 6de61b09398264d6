import { Migration } from '@formpath/persistence';

export class Migration20261127000000_email_subscribers extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "analytics"."email_subscribers" (
      "id" uuid primary key,
      "email" varchar(320) not null unique,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "source" varchar(64) not null,
      "language" varchar(8) not null,
      "user_agent" varchar(1024) not null,
      "referrer" varchar(2048) not null,
      "subscribed" boolean not null,
      "verified" boolean not null,
      "consented_at" timestamptz not null,
      "collected_at" timestamptz not null,
      "unsubscribed_at" timestamptz null,
      "unsubscribe_token_hash" char(64) null unique
    )`);
  }
}
