DROP INDEX "licenses_business_level_idx";--> statement-breakpoint
CREATE INDEX "licenses_business_level_idx" ON "licenses" USING btree ("business_id","level","expiry_date","license_name_key","id");