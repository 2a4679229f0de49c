CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_invitations_role" CHECK ("workspace_invitations"."role" in ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role" CHECK ("workspace_members"."role" in ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_key" ON "workspace_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id","workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_personal_key" ON "workspaces" USING btree ("created_by") WHERE "workspaces"."personal";--> statement-breakpoint
CREATE INDEX "workspaces_created_idx" ON "workspaces" USING btree ("created_at","id");--> statement-breakpoint
-- Decision 014: every existing user gets a personal workspace, as its owner, and their businesses
-- move into it. Nothing else changes: owner_id stays the business's creator.
ALTER TABLE "businesses" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
INSERT INTO "workspaces" ("name", "personal", "created_by", "created_at")
  SELECT 'Personal', true, u."id", u."created_at" FROM "users" u;--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
  SELECT w."id", w."created_by", 'owner', w."created_at" FROM "workspaces" w WHERE w."personal";--> statement-breakpoint
UPDATE "businesses" b SET "workspace_id" = w."id"
  FROM "workspaces" w WHERE w."personal" AND w."created_by" = b."owner_id";--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
-- A business inserted without a workspace (scripts, seeds, rows written by older code) goes to its
-- creator's personal workspace, made on the spot if needed: the same rule as the application's.
CREATE FUNCTION "businesses_default_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."workspace_id" IS NULL THEN
    INSERT INTO "workspaces" ("name", "personal", "created_by") VALUES ('Personal', true, NEW."owner_id")
      ON CONFLICT ("created_by") WHERE "personal" DO NOTHING;
    SELECT "id" INTO NEW."workspace_id" FROM "workspaces" WHERE "personal" AND "created_by" = NEW."owner_id";
    INSERT INTO "workspace_members" ("workspace_id", "user_id", "role")
      VALUES (NEW."workspace_id", NEW."owner_id", 'owner') ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_default_workspace" BEFORE INSERT ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "businesses_default_workspace"();--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_workspace_idx" ON "businesses" USING btree ("workspace_id");