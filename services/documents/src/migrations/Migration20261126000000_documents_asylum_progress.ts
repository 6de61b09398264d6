import { Migration } from '@formpath/persistence';

/** The asylum guide's saved answers: one sealed row per user (no plaintext column exists). */
export class Migration20261126000000_documents_asylum_progress extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "documents"."asylum_progress" (
      "id" uuid primary key,
      "user_id" varchar(64) not null unique,
      "sealed_progress" text null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    )`);
  }
}
