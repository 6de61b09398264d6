import { Migration } from '@formpath/persistence';

/**
 * Resume: the wizard step an applicant was on (plain: a step number says nothing personal) and
 * when they started a new application instead (`closed_at`), so a reload does not bring the old
 * one back. The latest open application of a user is looked up by owner and creation time.
 */
export class Migration20261125000000_documents_wizard_step extends Migration {
  override up(): void {
    this.addSql(`alter table "documents"."application_sessions"
      add column if not exists "wizard_step" varchar(8) null,
      add column if not exists "closed_at" timestamptz null`);
    this.addSql(`create index if not exists "application_sessions_user_open_index"
      on "documents"."application_sessions" ("user_id", "created_at" desc) where "closed_at" is null`);
  }
}
