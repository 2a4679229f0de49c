CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"business_type" text NOT NULL,
	"address" text,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"template_id" uuid,
	"license_name" text NOT NULL,
	"license_type" text,
	"level" text NOT NULL,
	"issued_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"reminder_enabled" boolean DEFAULT true NOT NULL,
	"notes" text,
	"is_manually_changed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_expiry_after_issue" CHECK ("licenses"."expiry_date" >= "licenses"."issued_date")
);
--> statement-breakpoint
CREATE TABLE "license_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_key" text,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"business_type" text NOT NULL,
	"province" text,
	"city" text,
	"default_validity_months" integer NOT NULL,
	"renewal_rule" jsonb NOT NULL,
	"description" text,
	"issuing_authority" text,
	"source_url" text,
	"edited_by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_templates_catalog_key_unique" UNIQUE("catalog_key"),
	CONSTRAINT "license_templates_validity_min" CHECK ("license_templates"."default_validity_months" >= 1)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_template_id_license_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."license_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_owner_idx" ON "businesses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "licenses_business_idx" ON "licenses" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "licenses_expiry_idx" ON "licenses" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "license_templates_place_idx" ON "license_templates" USING btree ("level","province","city");