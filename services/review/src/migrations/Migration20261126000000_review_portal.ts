import { Migration } from '@formpath/persistence';

export class Migration20261126000000_review_portal extends Migration {
  override up(): void {
    // A review belongs to the link it came through (final for that link); an application may
    // get another one through a new link. The attorney's verdict: 'reviewed' or 'approved'.
    this.addSql(`alter table "review"."reviews" drop constraint if exists "reviews_session_id_key"`);
    this.addSql(`alter table "review"."reviews" drop constraint if exists "reviews_status_check"`);
    this.addSql(`alter table "review"."reviews" add column if not exists "link_id" uuid not null unique`);
    this.addSql(`alter table "review"."reviews" add constraint "reviews_status_check" check ("status" in ('reviewed', 'approved'))`);
    this.addSql(`create index if not exists "reviews_session_index" on "review"."reviews" ("session_id", "reviewed_at")`);
    // The audit trail: one row per field the attorney changed or commented on; values sealed.
    this.addSql(`create table if not exists "review"."review_changes" (
      "id" uuid primary key,
      "review_id" uuid not null references "review"."reviews" ("id") on delete cascade,
      "session_id" uuid not null,
      "user_id" varchar(64) not null,
      "link_id" uuid not null,
      "path" varchar(200) not null,
      "sealed_old" text null,
      "sealed_new" text null,
      "sealed_comment" text null,
      "resolution" varchar(12) not null default 'open' check ("resolution" in ('open', 'accepted', 'undone')),
      "created_at" timestamptz not null,
      "resolved_at" timestamptz null
    )`);
    this.addSql(`create index if not exists "review_changes_session_index" on "review"."review_changes" ("session_id")`);
    // Invitations to attorneys count against the hourly limit; notices to the applicant do not.
    this.addSql(`alter table "review"."outbox" add column if not exists "kind" varchar(16) not null default 'invitation'`);
  }
}
