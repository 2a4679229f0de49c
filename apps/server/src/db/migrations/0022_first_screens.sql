ALTER TABLE "licenses" ADD COLUMN "license_name_key" text GENERATED ALWAYS AS (lower(translate(license_name, 'àâäáãåéèêëíìîïóòôöõúùûüçñÿœæÀÂÄÁÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ', 'aaaaaaeeeeiiiiooooouuuucnyoaaaaaaaeeeeiiiiooooouuuucny'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "licenses_business_expiry_idx" ON "licenses" USING btree ("business_id","expiry_date");--> statement-breakpoint
DROP INDEX "licenses_business_idx";
