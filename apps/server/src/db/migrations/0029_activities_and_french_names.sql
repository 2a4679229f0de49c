ALTER TABLE "businesses" ADD COLUMN "activity" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "license_name_fr" text;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "authority_fr" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "issuing_authority_fr" text;--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "activities" text[];--> statement-breakpoint
ALTER TABLE "license_templates" ADD COLUMN "conditions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Decision 041: a template's one condition becomes its list of conditions, and a template of some
-- business types applies to those types' activities (the taxonomy of 2026-11, in its order); one of
-- every type stays null, every business. Seeding then names the catalogue's own activities.
UPDATE "license_templates" t SET "activities" = (
  SELECT array_agg(a.key ORDER BY a.position) FROM (VALUES
  ('full_service_restaurant', 'Restaurant', 0),
  ('limited_service_restaurant', 'Restaurant', 1),
  ('cafe_coffee_shop', 'Restaurant', 2),
  ('bar_pub_nightclub', 'Restaurant', 3),
  ('food_truck_street_vending', 'Restaurant', 4),
  ('catering', 'Restaurant', 5),
  ('home_based_food_business', 'Restaurant', 6),
  ('bakery', 'Restaurant', 7),
  ('grocery_store', 'Retail', 8),
  ('convenience_store', 'Retail', 9),
  ('general_retail', 'Retail', 10),
  ('online_only_retail', 'Retail', 11),
  ('liquor_store', 'Retail', 12),
  ('cannabis_retail', 'Retail', 13),
  ('tobacco_vape_shop', 'Retail', 14),
  ('pharmacy', 'Healthcare', 15),
  ('used_goods_pawn', 'Retail', 16),
  ('pet_store', 'Retail', 17),
  ('pet_grooming_boarding', 'Other', 18),
  ('car_dealer_new', 'Retail', 19),
  ('car_dealer_used', 'Retail', 20),
  ('auto_repair', 'Other', 21),
  ('gas_station', 'Retail', 22),
  ('hair_salon_barber', 'Other', 23),
  ('nail_esthetics_spa', 'Other', 24),
  ('tattoo_piercing', 'Other', 25),
  ('tanning_salon', 'Other', 26),
  ('fitness_studio', 'Other', 27),
  ('child_care_centre', 'Other', 28),
  ('home_child_care', 'Other', 29),
  ('hotel_motel', 'Other', 30),
  ('bnb_short_term_rental', 'Other', 31),
  ('campground_rv_park', 'Other', 32),
  ('event_venue_banquet_hall', 'Other', 33),
  ('general_contractor', 'Construction', 34),
  ('home_renovation', 'Construction', 35),
  ('electrician', 'Construction', 36),
  ('plumber_hvac_gas', 'Construction', 37),
  ('landscaping', 'Construction', 38),
  ('cleaning_janitorial', 'Other', 39),
  ('home_office_consulting', 'Other', 40),
  ('software_it', 'Technology', 41),
  ('medical_clinic', 'Healthcare', 42),
  ('dental_clinic', 'Healthcare', 43),
  ('physio_massage_therapy', 'Healthcare', 44),
  ('home_care_services', 'Healthcare', 45),
  ('veterinary_clinic', 'Healthcare', 46),
  ('taxi_ride_hail', 'Other', 47),
  ('trucking', 'Other', 48),
  ('food_manufacturing', 'Manufacturing', 49),
  ('brewery_winery_distillery', 'Manufacturing', 50),
  ('general_manufacturing', 'Manufacturing', 51),
  ('real_estate_brokerage', 'Other', 52),
  ('mortgage_brokerage', 'Other', 53),
  ('insurance_agency', 'Other', 54),
  ('financial_advisor', 'Other', 55),
  ('security_guard_agency', 'Other', 56),
  ('locksmith', 'Other', 57),
  ('travel_agency', 'Other', 58)
  ) AS a(key, business_type, position) WHERE a.business_type = ANY(t."business_types")
) WHERE NOT (t."business_types" @> ARRAY['Restaurant','Retail','Construction','Healthcare','Manufacturing','Technology','Other']);--> statement-breakpoint
UPDATE "license_templates" SET "conditions" = jsonb_build_array("condition") WHERE "condition" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "license_templates" DROP COLUMN "condition";