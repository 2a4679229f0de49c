DROP INDEX "licenses_business_expiry_idx";--> statement-breakpoint
CREATE INDEX "licenses_business_order_idx" ON "licenses" USING btree ("business_id","expiry_date","license_name_key","id");--> statement-breakpoint
CREATE INDEX "licenses_business_level_idx" ON "licenses" USING btree ("business_id","level","expiry_date");