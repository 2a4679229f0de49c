-- Decision 030: the sweep's bookmark moves from the wide licence row (0014) to a narrow table of its
-- own, with a row only for a licence that may still have a reminder to create. Moving a bookmark
-- then rewrites a 50-byte row in place (no index on the moment, room on the page kept by the fill
-- factor: a HOT update) instead of a licence row and its four indexes.
CREATE TABLE "license_reminder_bookmarks" (
	"license_id" uuid PRIMARY KEY NOT NULL,
	"next_reminder_at" timestamp with time zone NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
-- Existing licences keep the bookmark they have: what the sweep has done so far stays done.
INSERT INTO "license_reminder_bookmarks" ("license_id", "next_reminder_at")
  SELECT "id", "next_reminder_at" FROM "licenses" WHERE "next_reminder_at" <> 'infinity';--> statement-breakpoint
ALTER TABLE "license_reminder_bookmarks" ADD CONSTRAINT "license_reminder_bookmarks_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TRIGGER "licenses_set_reminder_bookmark" ON "licenses";--> statement-breakpoint
DROP FUNCTION "licenses_set_reminder_bookmark"();--> statement-breakpoint
DROP INDEX "licenses_next_reminder_idx";--> statement-breakpoint
ALTER TABLE "licenses" DROP COLUMN "next_reminder_at";--> statement-breakpoint
-- Sets the given licences' bookmarks back to their first possible reminder (0014's
-- license_first_reminder_at), or removes them when there is none. The row is written even when
-- the moment is the same: a sweep that read the old row (its xmin) then leaves it alone.
CREATE FUNCTION "reset_reminder_bookmarks"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH "first" AS (
    SELECT l."id", "license_first_reminder_at"(l."expiry_date", l."reminder_days", l."reminder_enabled",
      l."reminders_acknowledged_at", b."time_zone") AS "at"
    FROM unnest(ids) AS i("id")
    JOIN "licenses" l ON l."id" = i."id"
    JOIN "businesses" b ON b."id" = l."business_id"
  ),
  "ended" AS (
    DELETE FROM "license_reminder_bookmarks" bm USING "first" f
    WHERE bm."license_id" = f."id" AND f."at" = 'infinity'
  )
  INSERT INTO "license_reminder_bookmarks" ("license_id", "next_reminder_at")
  SELECT "id", "at" FROM "first" WHERE "at" <> 'infinity'
  ON CONFLICT ("license_id") DO UPDATE SET "next_reminder_at" = excluded."next_reminder_at"
$$;--> statement-breakpoint
-- Once per statement, with the statement's rows (transition tables): a bulk insert or import of
-- many licences computes their bookmarks in one pass.
CREATE FUNCTION "licenses_bookmark_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "reset_reminder_bookmarks"(ARRAY(SELECT "id" FROM "inserted_licenses"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "licenses_bookmark_inserted" AFTER INSERT ON "licenses"
  REFERENCING NEW TABLE AS "inserted_licenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "licenses_bookmark_inserted"();--> statement-breakpoint
-- A change of what decides a licence's reminders: back to its first possible reminder.
CREATE FUNCTION "licenses_bookmark_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "reset_reminder_bookmarks"(ARRAY(
    SELECT n."id" FROM "updated_licenses" n JOIN "previous_licenses" o ON o."id" = n."id"
    WHERE (n."expiry_date", n."reminder_days", n."reminder_enabled", n."reminders_acknowledged_at", n."business_id")
          IS DISTINCT FROM
          (o."expiry_date", o."reminder_days", o."reminder_enabled", o."reminders_acknowledged_at", o."business_id")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "licenses_bookmark_updated" AFTER UPDATE ON "licenses"
  REFERENCING OLD TABLE AS "previous_licenses" NEW TABLE AS "updated_licenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "licenses_bookmark_updated"();--> statement-breakpoint
-- The business's time zone or owner, and the owner's channels or digest choice, decide too (the
-- triggers of 0014 keep their names; they now write the bookmarks instead of the licence rows).
CREATE OR REPLACE FUNCTION "businesses_reset_reminder_bookmarks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.time_zone, NEW.owner_id) IS DISTINCT FROM (OLD.time_zone, OLD.owner_id) THEN
    PERFORM "reset_reminder_bookmarks"(ARRAY(SELECT "id" FROM "licenses" WHERE "business_id" = NEW.id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_reset_reminder_bookmarks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.notification_channels, NEW.reminder_digest) IS DISTINCT FROM (OLD.notification_channels, OLD.reminder_digest) THEN
    PERFORM "reset_reminder_bookmarks"(ARRAY(
      SELECT l."id" FROM "licenses" l JOIN "businesses" b ON b."id" = l."business_id" WHERE b."owner_id" = NEW.id));
  END IF;
  RETURN NULL;
END $$;
