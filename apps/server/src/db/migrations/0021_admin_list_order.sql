DROP INDEX "reminder_deliveries_updated_idx";--> statement-breakpoint
CREATE INDEX "license_templates_admin_order_idx" ON "license_templates" USING btree ((case "level" when 'federal' then 0 when 'provincial' then 1 else 2 end),"province" asc nulls first,"city" asc nulls first,"name","id");--> statement-breakpoint
CREATE INDEX "license_templates_name_idx" ON "license_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "license_templates_updated_idx" ON "license_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_updated_idx" ON "reminder_deliveries" USING btree ("updated_at","id");