CREATE TABLE "source_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"before_text" text NOT NULL,
	"after_text" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "source_check_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watched_sources" (
	"url" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"text_hash" text,
	"main_text" text,
	"checked_at" timestamp with time zone,
	"changed_at" timestamp with time zone,
	"failure_kind" text,
	"failure_reason" text,
	"failed_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_changes" ADD CONSTRAINT "source_changes_url_watched_sources_url_fk" FOREIGN KEY ("url") REFERENCES "public"."watched_sources"("url") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_changes" ADD CONSTRAINT "source_changes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_changes_open_url_idx" ON "source_changes" USING btree ("url") WHERE "source_changes"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "source_changes_open_order_idx" ON "source_changes" USING btree ("detected_at","id") WHERE "source_changes"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "source_check_runs_started_idx" ON "source_check_runs" USING btree ("started_at");