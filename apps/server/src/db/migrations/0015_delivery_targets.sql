ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_channel";--> statement-breakpoint
DROP INDEX "reminder_deliveries_key";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "target_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_key" ON "reminder_deliveries" USING btree ("license_id","expiry_date","threshold_days","channel","target_key");--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_addressee" CHECK ("reminder_deliveries"."user_id" is not null or "reminder_deliveries"."target_key" <> '');--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_channel" CHECK ("reminder_deliveries"."channel" in ('email', 'sms', 'slack', 'teams', 'webhook'));