-- Decision 020: the reminder sweep's bookmark. A licence is looked at when the moment of its next
-- possible reminder comes (next_reminder_at, in its business's time zone), not at every sweep.
-- The bookmark starts on the day of its longest lead time ('infinity' when it can have no
-- reminder) and is set back there by the triggers below whenever anything the sweep decides on
-- changes; the sweep moves it on to the next threshold's moment once it has created what is due.
-- The default only stands until the insert trigger below; it keeps the ORM's inserts simple.
ALTER TABLE "licenses" ADD COLUMN "next_reminder_at" timestamp with time zone DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "license_first_reminder_at"(expiry date, lead_days smallint[], enabled boolean, acknowledged timestamptz, zone text)
  RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN expiry IS NULL OR NOT enabled OR acknowledged IS NOT NULL OR zone IS NULL THEN 'infinity'::timestamptz
    -- The start of that local day: never after the reminder's moment, whatever its time of day.
    ELSE (expiry - coalesce((SELECT max(d) FROM unnest(lead_days) AS d), 0))::timestamp AT TIME ZONE zone
  END
$$;--> statement-breakpoint
UPDATE "licenses" l SET "next_reminder_at" = "license_first_reminder_at"(l."expiry_date", l."reminder_days", l."reminder_enabled", l."reminders_acknowledged_at", b."time_zone")
  FROM "businesses" b WHERE b."id" = l."business_id";--> statement-breakpoint
CREATE INDEX "licenses_next_reminder_idx" ON "licenses" USING btree ("next_reminder_at");--> statement-breakpoint
CREATE FUNCTION "licenses_set_reminder_bookmark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new licence, a change of what decides its reminders, or a reset (null, from the triggers of
  -- businesses and users): back to its first possible reminder. Otherwise the given value stands.
  IF TG_OP = 'INSERT' OR NEW.next_reminder_at IS NULL
     OR (NEW.expiry_date, NEW.reminder_days, NEW.reminder_enabled, NEW.reminders_acknowledged_at, NEW.business_id)
        IS DISTINCT FROM
        (OLD.expiry_date, OLD.reminder_days, OLD.reminder_enabled, OLD.reminders_acknowledged_at, OLD.business_id) THEN
    NEW.next_reminder_at := "license_first_reminder_at"(NEW.expiry_date, NEW.reminder_days, NEW.reminder_enabled,
      NEW.reminders_acknowledged_at, (SELECT "time_zone" FROM "businesses" WHERE "id" = NEW.business_id));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "licenses_set_reminder_bookmark" BEFORE INSERT OR UPDATE ON "licenses"
  FOR EACH ROW EXECUTE FUNCTION "licenses_set_reminder_bookmark"();--> statement-breakpoint
-- The owner's channels and digest choice, and the business's time zone, decide too. These write
-- every affected licence row: a sweep that read the old values then finds the row changed and
-- leaves its bookmark alone.
CREATE FUNCTION "businesses_reset_reminder_bookmarks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.time_zone, NEW.owner_id) IS DISTINCT FROM (OLD.time_zone, OLD.owner_id) THEN
    UPDATE "licenses" SET "next_reminder_at" = NULL WHERE "business_id" = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_reset_reminder_bookmarks" AFTER UPDATE ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "businesses_reset_reminder_bookmarks"();--> statement-breakpoint
CREATE FUNCTION "users_reset_reminder_bookmarks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.notification_channels, NEW.reminder_digest) IS DISTINCT FROM (OLD.notification_channels, OLD.reminder_digest) THEN
    UPDATE "licenses" SET "next_reminder_at" = NULL
    WHERE "business_id" IN (SELECT "id" FROM "businesses" WHERE "owner_id" = NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_reset_reminder_bookmarks" AFTER UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_reset_reminder_bookmarks"();
