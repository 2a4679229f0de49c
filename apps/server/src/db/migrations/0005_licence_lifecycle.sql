CREATE TABLE "license_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" uuid NOT NULL,
	"issued_date" date NOT NULL,
	"expiry_date" date,
	"license_number" text,
	"is_current" boolean DEFAULT true NOT NULL,
	"renewed_at" timestamp with time zone,
	"renewed_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licenses" ALTER COLUMN "expiry_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ALTER COLUMN "license_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ALTER COLUMN "expiry_date" DROP NOT NULL;--> statement-breakpoint
-- Decision 013: renewal rules are term | fixed_date | none. Templates written with the old kinds
-- (months, no_fixed_expiry with an annual-review month count) take the new ones.
UPDATE "license_templates" SET "renewal_rule" = jsonb_build_object('kind', 'term', 'months', "renewal_rule"->'months')
  WHERE "renewal_rule"->>'kind' = 'months';--> statement-breakpoint
UPDATE "license_templates" SET "renewal_rule" = '{"kind": "none"}'::jsonb
  WHERE "renewal_rule"->>'kind' = 'no_fixed_expiry';--> statement-breakpoint
-- Each licence copies its template's rule (a 12-month term without one), authority and source.
ALTER TABLE "licenses" ADD COLUMN "renewal_rule" jsonb;--> statement-breakpoint
UPDATE "licenses" l SET "renewal_rule" = coalesce(
    (SELECT t."renewal_rule" FROM "license_templates" t WHERE t."id" = l."template_id"),
    '{"kind": "term", "months": 12}'::jsonb);--> statement-breakpoint
ALTER TABLE "licenses" ALTER COLUMN "renewal_rule" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "expiry_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "authority" text;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "reminder_days" smallint[] DEFAULT '{30,14,7}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "reminders_acknowledged_at" timestamp with time zone;--> statement-breakpoint
UPDATE "licenses" l SET "authority" = t."issuing_authority", "source_url" = t."source_url"
  FROM "license_templates" t WHERE t."id" = l."template_id";--> statement-breakpoint
-- Licences from no-expiry templates (GST/HST, QST, BN, payroll accounts …) lose the review date
-- that was shown as an expiry, and their reminders not yet sent are cancelled.
UPDATE "licenses" SET "expiry_date" = NULL, "is_manually_changed" = false
  WHERE "renewal_rule"->>'kind' = 'none';--> statement-breakpoint
UPDATE "reminder_deliveries" d SET "status" = 'cancelled', "next_attempt_at" = now(), "updated_at" = now()
  FROM "licenses" l
  WHERE l."id" = d."license_id" AND l."expiry_date" IS NULL AND d."status" IN ('pending', 'sending');--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "kind" text DEFAULT 'reminder' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "digest_week" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_digest" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "license_periods" ADD CONSTRAINT "license_periods_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_periods" ADD CONSTRAINT "license_periods_renewed_by_users_id_fk" FOREIGN KEY ("renewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every existing licence gets its current period.
INSERT INTO "license_periods" ("license_id", "issued_date", "expiry_date", "license_number", "is_current", "created_at")
  SELECT "id", "issued_date", "expiry_date", "license_number", true, "created_at" FROM "licenses";--> statement-breakpoint
CREATE INDEX "license_periods_license_idx" ON "license_periods" USING btree ("license_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "license_periods_current_key" ON "license_periods" USING btree ("license_id") WHERE "license_periods"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_digest_key" ON "reminder_deliveries" USING btree ("user_id","digest_week","channel") WHERE "reminder_deliveries"."kind" = 'digest';--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_expiry_matches_rule" CHECK (("licenses"."renewal_rule"->>'kind' = 'none') = ("licenses"."expiry_date" is null));--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_kind" CHECK (("reminder_deliveries"."kind" = 'reminder' and "reminder_deliveries"."license_id" is not null and "reminder_deliveries"."expiry_date" is not null)
        or ("reminder_deliveries"."kind" = 'digest' and "reminder_deliveries"."digest_week" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_digest" CHECK ("users"."reminder_digest" in ('off', 'weekly'));