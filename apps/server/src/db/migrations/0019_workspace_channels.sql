CREATE TABLE "workspace_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"secret" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"consecutive_failures" smallint DEFAULT 0 NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_channels_kind" CHECK ("workspace_channels"."kind" in ('slack', 'teams', 'webhook')),
	CONSTRAINT "workspace_channels_secret" CHECK (("workspace_channels"."kind" = 'webhook') = ("workspace_channels"."secret" is not null))
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_kind";--> statement-breakpoint
ALTER TABLE "workspace_channels" ADD CONSTRAINT "workspace_channels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_channels_workspace_idx" ON "workspace_channels" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_kind" CHECK (("reminder_deliveries"."kind" in ('reminder', 'renewal') and "reminder_deliveries"."license_id" is not null and "reminder_deliveries"."expiry_date" is not null)
        or ("reminder_deliveries"."kind" = 'digest' and "reminder_deliveries"."digest_week" is not null));