-- Decision 015: one template per licence, with the set of business types it applies to.
ALTER TABLE "license_templates" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "business_types" text[];--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "condition" jsonb;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "source_checked_on" date;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "confidence" text;--> statement-breakpoint
-- "All" becomes the seven types; any other type is a set of one.
UPDATE "license_templates" SET "business_types" = CASE
  WHEN "business_type" = 'All' THEN ARRAY['Restaurant','Retail','Construction','Healthcare','Manufacturing','Technology','Other']::text[]
  ELSE ARRAY[replace("business_type", '_', ' ')] END;--> statement-breakpoint
-- The catalogue's rows of one licence (catalog keys "<key>#<type>") merge into one: the row an
-- administrator edited, else the oldest, survives with the union of the group's types.
CREATE TEMP TABLE "template_merge" AS
  SELECT "id", split_part("catalog_key", '#', 1) AS "base",
         first_value("id") OVER (PARTITION BY split_part("catalog_key", '#', 1)
                                 ORDER BY "edited_by_admin" DESC, "created_at", "id") AS "survivor"
  FROM "license_templates" WHERE "catalog_key" LIKE '%#%';--> statement-breakpoint
UPDATE "license_templates" AS lt SET
  "business_types" = coalesce((
    SELECT array_agg(u.t ORDER BY u.o) FROM unnest(ARRAY['Restaurant','Retail','Construction','Healthcare','Manufacturing','Technology','Other']::text[]) WITH ORDINALITY AS u(t, o)
    WHERE u.t IN (SELECT unnest(x."business_types") FROM "license_templates" x
                  JOIN "template_merge" m ON m."id" = x."id" WHERE m."survivor" = lt."id")
  ), lt."business_types"),
  "catalog_key" = (SELECT m."base" FROM "template_merge" m WHERE m."id" = lt."id"),
  -- A type an administrator deleted must not come back at the next seeding: the merged row is
  -- then treated as edited, and seeding leaves it alone.
  "edited_by_admin" = lt."edited_by_admin" OR EXISTS (
    SELECT 1 FROM "retired_catalog_keys" r, "template_merge" m
    WHERE m."id" = lt."id" AND split_part(r."catalog_key", '#', 1) = m."base"),
  "updated_at" = now()
WHERE lt."id" IN (SELECT "survivor" FROM "template_merge");--> statement-breakpoint
-- Licences keep their link: they point at the surviving row.
UPDATE "licenses" SET "template_id" = m."survivor"
FROM "template_merge" m WHERE "licenses"."template_id" = m."id" AND m."id" <> m."survivor";--> statement-breakpoint
DELETE FROM "license_templates" WHERE "id" IN (SELECT "id" FROM "template_merge" WHERE "id" <> "survivor");--> statement-breakpoint
-- A licence whose every type an administrator deleted stays deleted under its new key.
INSERT INTO "retired_catalog_keys" ("catalog_key", "retired_at")
  SELECT split_part("catalog_key", '#', 1), max("retired_at") FROM "retired_catalog_keys"
  WHERE "catalog_key" LIKE '%#%'
    AND split_part("catalog_key", '#', 1) NOT IN (
      SELECT "catalog_key" FROM "license_templates" WHERE "catalog_key" IS NOT NULL)
  GROUP BY 1
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "retired_catalog_keys" WHERE "catalog_key" LIKE '%#%';--> statement-breakpoint
DROP TABLE "template_merge";--> statement-breakpoint
ALTER TABLE "license_templates" ALTER COLUMN "business_types" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "license_templates" ADD CONSTRAINT "license_templates_types_not_empty" CHECK (cardinality("license_templates"."business_types") >= 1);--> statement-breakpoint
ALTER TABLE "license_templates" DROP COLUMN "business_type";
