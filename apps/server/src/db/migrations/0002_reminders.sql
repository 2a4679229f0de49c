CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" smallint NOT NULL,
	"outcome" text NOT NULL,
	"provider_id" text,
	"error" text,
	"worker" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expiry_date" date NOT NULL,
	"threshold_days" smallint NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claim_token" uuid,
	"claimed_by" text,
	"recipient" text,
	"provider_id" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_channel" CHECK ("reminder_deliveries"."channel" in ('email', 'sms')),
	CONSTRAINT "reminder_deliveries_status" CHECK ("reminder_deliveries"."status" in ('pending', 'sending', 'sent', 'failed', 'skipped', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_delivery_id_reminder_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."reminder_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_attempts" ADD CONSTRAINT "reminder_attempts_delivery_id_reminder_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."reminder_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reminder_attempts_delivery_idx" ON "reminder_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_key" ON "reminder_deliveries" USING btree ("license_id","expiry_date","threshold_days","channel");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_claimable_idx" ON "reminder_deliveries" USING btree ("next_attempt_at") WHERE "reminder_deliveries"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "reminder_deliveries_updated_idx" ON "reminder_deliveries" USING btree ("updated_at");