CREATE TABLE "deleted_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
