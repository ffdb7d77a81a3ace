// @ts-nocheck -- written by hand (plain tables, no collection); checked by running it, not by tsc
// A refresh split into batch jobs (cms/conditions/ingest/batches.ts): one counter row per refresh,
// one row per finished batch (who ran it, how long), so the instance finishing the last batch does
// the shared end work once.
import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'refresh-conditions-batch';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'refresh-conditions-batch';`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "conditions_refreshes" (
      "id" serial PRIMARY KEY,
      "mode" varchar NOT NULL,
      "run_at" timestamp(3) with time zone NOT NULL,
      "started_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "snapshot_ids" jsonb NOT NULL,
      "sources" jsonb NOT NULL,
      "spots" integer NOT NULL,
      "total_batches" integer NOT NULL,
      "done_batches" integer NOT NULL DEFAULT 0,
      "finished_at" timestamp(3) with time zone,
      "summary" jsonb,
      "error" text
    );
    CREATE TABLE IF NOT EXISTS "conditions_refresh_batches" (
      "refresh_id" integer NOT NULL REFERENCES "conditions_refreshes"("id") ON DELETE CASCADE,
      "batch" integer NOT NULL,
      "worker" varchar NOT NULL,
      "spot_ids" jsonb NOT NULL,
      "rows" integer NOT NULL,
      "dates" jsonb NOT NULL,
      "weather" jsonb NOT NULL,
      "cpu_ms" integer NOT NULL,
      "wall_ms" integer NOT NULL,
      "finished_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      PRIMARY KEY ("refresh_id", "batch")
    );`)
}

// The enum values stay (PostgreSQL cannot drop one); no job uses them once the code is gone.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "payload_jobs" WHERE "task_slug" = 'refresh-conditions-batch';
    DROP TABLE IF EXISTS "conditions_refresh_batches";
    DROP TABLE IF EXISTS "conditions_refreshes";`)
}
