import { Migration } from '@formpath/persistence';

export class Migration20261121000200_documents_init extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "documents"."application_sessions" (
      "id" uuid primary key,
      "user_id" varchar(64) not null,
      "form_type" varchar(8) not null,
      "status" varchar(16) not null,
      "stage" varchar(16) not null,
      "error_reason" text null,
      "form_data" jsonb null,
      "extracted" jsonb null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "processing_started_at" timestamptz null,
      "processed_at" timestamptz null,
      "expires_at" timestamptz not null
    )`);
    this.addSql(`create index if not exists "application_sessions_user_index" on "documents"."application_sessions" ("user_id")`);
    this.addSql(`create index if not exists "application_sessions_expires_index" on "documents"."application_sessions" ("expires_at")`);
    this.addSql(`create table if not exists "documents"."documents" (
      "id" uuid primary key,
      "session_id" uuid not null references "documents"."application_sessions" ("id") on delete cascade,
      "user_id" varchar(64) not null,
      "file_name" varchar(255) not null,
      "file_size" integer not null,
      "page_count" integer not null,
      "storage_key" varchar(200) null,
      "status" varchar(16) not null,
      "error_reason" text null,
      "pages" jsonb null,
      "pages_done" integer not null default 0,
      "kind" varchar(32) null,
      "uploaded_at" timestamptz not null,
      "read_at" timestamptz null,
      "original_deleted_at" timestamptz null
    )`);
    this.addSql(`create index if not exists "documents_session_index" on "documents"."documents" ("session_id")`);
    this.addSql(`create index if not exists "documents_originals_index" on "documents"."documents" ("uploaded_at") where "storage_key" is not null`);
  }
}
