import { Migration } from '@formpath/persistence';

export class Migration20261121000000_auth_init extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "auth"."users" (
      "id" uuid primary key,
      "email" varchar(320) null,
      "password_hash" varchar(255) null,
      "role" varchar(16) not null default 'user',
      "created_at" timestamptz not null
    )`);
    this.addSql(`create unique index if not exists "users_email_unique" on "auth"."users" ("email") where "email" is not null`);
    this.addSql(`create table if not exists "auth"."identities" (
      "id" uuid primary key,
      "user_id" uuid not null references "auth"."users" ("id") on delete cascade,
      "issuer" varchar(512) not null,
      "subject" varchar(255) not null,
      "email" varchar(320) null,
      "created_at" timestamptz not null,
      constraint "identities_issuer_subject_unique" unique ("issuer", "subject")
    )`);
    this.addSql(`create table if not exists "auth"."sessions" (
      "id_hash" varchar(64) primary key,
      "user_id" uuid not null references "auth"."users" ("id") on delete cascade,
      "created_at" timestamptz not null,
      "last_seen_at" timestamptz not null,
      "expires_at" timestamptz not null
    )`);
    this.addSql(`create index if not exists "sessions_user_id_index" on "auth"."sessions" ("user_id")`);
    this.addSql(`create table if not exists "auth"."oidc_logins" (
      "state" varchar(128) primary key,
      "code_verifier" varchar(128) not null,
      "nonce" varchar(128) not null,
      "return_to" varchar(2048) not null,
      "expires_at" timestamptz not null
    )`);
    this.addSql(`create table if not exists "auth"."sign_in_attempts" (
      "key" varchar(128) primary key,
      "window_start" timestamptz not null,
      "attempts" integer not null
    )`);
  }
}
