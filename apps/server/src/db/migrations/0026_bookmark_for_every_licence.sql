-- Decision 035: every licence has its bookmark row for its whole life, null when it has no reminder
-- left to create, and the deliveries' licence foreign key points at that narrow row instead of the
-- wide licence row. The sweep has just rewritten the bookmark rows of the licences it creates
-- deliveries for, so the key lock of each inserted delivery no longer dirties a licence page.
-- Deleting a licence still deletes its deliveries: licence → bookmark → deliveries, both cascades.
ALTER TABLE "license_reminder_bookmarks" ALTER COLUMN "next_reminder_at" DROP NOT NULL;--> statement-breakpoint
-- A licence without a row had no reminder left (0023 removed it then): null says the same.
INSERT INTO "license_reminder_bookmarks" ("license_id", "next_reminder_at")
  SELECT l."id", NULL FROM "licenses" l
  WHERE NOT EXISTS (SELECT 1 FROM "license_reminder_bookmarks" bm WHERE bm."license_id" = l."id");--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_license_id_licenses_id_fk";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_license_id_license_reminder_bookmarks_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."license_reminder_bookmarks"("license_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Sets the given licences' bookmarks back to their first possible reminder (0014's
-- license_first_reminder_at), or to null when there is none; a licence without a row (just
-- inserted) gets one. The row is written even when the moment is the same: a sweep that read the
-- old row (its xmin) then leaves it alone. Nothing here deletes a row any more.
CREATE OR REPLACE FUNCTION "reset_reminder_bookmarks"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "license_reminder_bookmarks" ("license_id", "next_reminder_at")
  SELECT l."id", nullif("license_first_reminder_at"(l."expiry_date", l."reminder_days", l."reminder_enabled",
      l."reminders_acknowledged_at", b."time_zone"), 'infinity')
  FROM unnest(ids) AS i("id")
  JOIN "licenses" l ON l."id" = i."id"
  JOIN "businesses" b ON b."id" = l."business_id"
  ON CONFLICT ("license_id") DO UPDATE SET "next_reminder_at" = excluded."next_reminder_at"
$$;
