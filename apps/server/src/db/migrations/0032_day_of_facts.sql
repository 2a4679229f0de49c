ALTER TABLE "license_templates" ADD COLUMN "source_kind" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "fee" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "fee_fr" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "late_penalty" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "late_penalty_fr" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "how_to_renew" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "how_to_renew_fr" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "renewal_url" text;