import { Migration } from '@formpath/persistence';

export class Migration20261121000100_analytics_init extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "analytics"."visits" (
      "id" uuid primary key,
      "session_id" varchar(128) not null,
      "page" varchar(2048) not null,
      "user_agent" varchar(1024) not null,
      "referrer" varchar(2048) not null,
      "device_type" varchar(16) not null,
      "visited_at" timestamptz not null
    )`);
    this.addSql(`create index if not exists "visits_visited_at_index" on "analytics"."visits" ("visited_at")`);
    this.addSql(`create table if not exists "analytics"."conversion_events" (
      "id" uuid primary key,
      "event" varchar(100) not null,
      "session_id" varchar(128) not null,
      "user_id" varchar(128) null,
      "source" varchar(200) null,
      "metadata" jsonb null,
      "occurred_at" timestamptz not null,
      "received_at" timestamptz not null
    )`);
    this.addSql(`create index if not exists "conversion_events_event_index" on "analytics"."conversion_events" ("event", "occurred_at")`);
  }
}
