CREATE TABLE "retired_catalog_keys" (
	"catalog_key" text PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
