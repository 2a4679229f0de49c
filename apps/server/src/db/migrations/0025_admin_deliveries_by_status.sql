DROP INDEX "reminder_deliveries_updated_idx";--> statement-breakpoint
CREATE INDEX "reminder_deliveries_status_updated_idx" ON "reminder_deliveries" USING btree ("status","updated_at","id");