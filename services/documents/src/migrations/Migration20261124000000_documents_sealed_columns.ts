import { Migration } from '@formpath/persistence';

/**
 * Personal data moves to text columns that hold ciphertext (see sealed-columns.ts). A migration
 * has no keys: rows from before keep their plaintext, as JSON text, until the service seals
 * them at start (and reads them meanwhile).
 */
export class Migration20261124000000_documents_sealed_columns extends Migration {
  override up(): void {
    this.addSql(`alter table "documents"."application_sessions" rename column "form_data" to "sealed_form_data"`);
    this.addSql(`alter table "documents"."application_sessions" rename column "extracted" to "sealed_extracted"`);
    this.addSql(`alter table "documents"."application_sessions"
      alter column "sealed_form_data" type text using "sealed_form_data"::text,
      alter column "sealed_extracted" type text using "sealed_extracted"::text`);
    this.addSql(`alter table "documents"."documents" rename column "pages" to "sealed_pages"`);
    this.addSql(`alter table "documents"."documents" rename column "file_name" to "sealed_file_name"`);
    this.addSql(`alter table "documents"."documents"
      alter column "sealed_pages" type text using "sealed_pages"::text,
      alter column "sealed_file_name" type text using to_json("sealed_file_name")::text`);
  }
}
