import { Migration } from '@formpath/persistence';

export class Migration20261125000000_review_init extends Migration {
  override up(): void {
    // A link's token is never stored: only its SHA-256, which is what a presented link is looked up by.
    this.addSql(`create table if not exists "review"."review_links" (
      "id" uuid primary key,
      "session_id" uuid not null,
      "user_id" varchar(64) not null,
      "token_hash" char(64) not null unique,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null
    )`);
    // One link per application that is not revoked (creating a new one revokes the old first).
    this.addSql(`create unique index if not exists "review_links_one_open_index" on "review"."review_links" ("session_id") where "revoked_at" is null`);
    // Every email sent or stored; the recipient and the message (with the link) are sealed.
    this.addSql(`create table if not exists "review"."outbox" (
      "id" uuid primary key,
      "user_id" varchar(64) not null,
      "session_id" uuid not null,
      "link_hash" char(64) not null,
      "sealed_recipient" text not null,
      "subject" varchar(200) not null,
      "sealed_text" text not null,
      "sealed_html" text null,
      "sent_via" varchar(8) not null,
      "status" varchar(16) not null,
      "message_id" varchar(255) null,
      "error" varchar(200) null,
      "created_at" timestamptz not null,
      "sent_at" timestamptz null
    )`);
    this.addSql(`create index if not exists "outbox_user_created_index" on "review"."outbox" ("user_id", "created_at")`);
    this.addSql(`create index if not exists "outbox_session_index" on "review"."outbox" ("session_id")`);
    // Filled by the attorney portal; until a row exists an application's review is pending.
    this.addSql(`create table if not exists "review"."reviews" (
      "id" uuid primary key,
      "session_id" uuid not null unique,
      "user_id" varchar(64) not null,
      "status" varchar(24) not null check ("status" in ('pending', 'approved', 'changes_requested')),
      "sealed_notes" text null,
      "reviewed_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    )`);
  }
}
