CREATE TABLE "business_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text,
	"email" text,
	"phone_number" text,
	"language" text DEFAULT 'en' NOT NULL,
	"channels" text[] DEFAULT '{email}'::text[] NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmations_sent" smallint DEFAULT 0 NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_recipients_kind" CHECK (("business_recipients"."user_id" is not null and "business_recipients"."name" is null and "business_recipients"."email" is null and "business_recipients"."phone_number" is null)
        or ("business_recipients"."user_id" is null and "business_recipients"."name" is not null and ("business_recipients"."email" is not null or "business_recipients"."phone_number" is not null))),
	CONSTRAINT "business_recipients_channels" CHECK ("business_recipients"."channels" <@ '{email,sms}'::text[]),
	CONSTRAINT "business_recipients_language" CHECK ("business_recipients"."language" in ('en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "business_recipients" ADD CONSTRAINT "business_recipients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_recipients" ADD CONSTRAINT "business_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_recipients" ADD CONSTRAINT "business_recipients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_recipients_business_idx" ON "business_recipients" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_recipients_member_key" ON "business_recipients" USING btree ("business_id","user_id") WHERE "business_recipients"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "business_recipients_email_key" ON "business_recipients" USING btree ("business_id","email") WHERE "business_recipients"."email" is not null;