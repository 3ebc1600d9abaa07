import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_template" AS ENUM('default', 'generic-content', 'notify-page', 'activation', 'activate-voucher', 'activate-voucher-bank-partner', 'activate-voucher-tennis', 'activate-voucher-pekao', 'b2b-portal', 'documents', 'documents-main-category', 'documents-sub-category', 'downgrade', 'landing-page', 'login', 'landing-dth', 'landing-hub', 'landing-ott', 'landing-ott-product', 'partner-wrong-criteria', 'my-account', 'my-account-box-activation-contract-type', 'my-account-activate-box', 'my-account-box-activation-thp', 'my-account-confirm-box-activation', 'my-account-delete-account', 'my-account-logout-devices', 'my-account-maintenance', 'my-account-marketing-consents', 'my-account-my-documents', 'my-account-online-services-abroad', 'my-account-personal-data', 'my-services', 'payments', 'shop-finder', 'cms-accessibility', 'cms-contact', 'cms-corporate', 'cms-lead-partner', 'cms-personal-data', 'cms-generic', 'stages/configuration', 'stages/summary', 'thp', 'tnk-status', 'summary', 'verification', 'help-main-category', 'help-category', 'help-article', 'search-results');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_template" AS ENUM('default', 'generic-content', 'notify-page', 'activation', 'activate-voucher', 'activate-voucher-bank-partner', 'activate-voucher-tennis', 'activate-voucher-pekao', 'b2b-portal', 'documents', 'documents-main-category', 'documents-sub-category', 'downgrade', 'landing-page', 'login', 'landing-dth', 'landing-hub', 'landing-ott', 'landing-ott-product', 'partner-wrong-criteria', 'my-account', 'my-account-box-activation-contract-type', 'my-account-activate-box', 'my-account-box-activation-thp', 'my-account-confirm-box-activation', 'my-account-delete-account', 'my-account-logout-devices', 'my-account-maintenance', 'my-account-marketing-consents', 'my-account-my-documents', 'my-account-online-services-abroad', 'my-account-personal-data', 'my-services', 'payments', 'shop-finder', 'cms-accessibility', 'cms-contact', 'cms-corporate', 'cms-lead-partner', 'cms-personal-data', 'cms-generic', 'stages/configuration', 'stages/summary', 'thp', 'tnk-status', 'summary', 'verification', 'help-main-category', 'help-category', 'help-article', 'search-results');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_bundles_package" AS ENUM('default', 'oneOf');
  CREATE TYPE "public"."enum_bundles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__bundles_v_version_package" AS ENUM('default', 'oneOf');
  CREATE TYPE "public"."enum__bundles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_meta_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__meta_products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_event_configs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__event_configs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_support_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__support_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_documents_status_value" AS ENUM('ACTIVE', 'ARCHIVED');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_salons_services" AS ENUM('sales', 'decoder-service', 'card-exchange', 'returns', 'business');
  CREATE TYPE "public"."enum_salons_accessibility" AS ENUM('step-free-entrance', 'accessible-parking', 'induction-loop', 'accessible-toilet');
  CREATE TYPE "public"."enum_salons_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__salons_v_version_services" AS ENUM('sales', 'decoder-service', 'card-exchange', 'returns', 'business');
  CREATE TYPE "public"."enum__salons_v_version_accessibility" AS ENUM('step-free-entrance', 'accessible-parking', 'induction-loop', 'accessible-toilet');
  CREATE TYPE "public"."enum__salons_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum__site_v_version_main_menu_e9a48d63" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__site_v_version_icon_menu_4f78b982" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__site_v_version_user_drop_4e887e46" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__site_v_version_footer_co_c40842c0" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__site_v_version_footer_co_54eb4a20" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_site_footer_social_network" AS ENUM('facebook', 'twitter', 'youtube', 'instagram', 'tiktok');
  CREATE TYPE "public"."enum__site_v_version_footer_sh_62a0b845" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_site_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_v_version_footer_social_network" AS ENUM('facebook', 'twitter', 'youtube', 'instagram', 'tiktok');
  CREATE TYPE "public"."enum__site_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "pages_selfcare_locks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_date" varchar,
  	"end_date" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "pages_support_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"path" varchar,
  	"slug" varchar,
  	"title" varchar,
  	"show_title" boolean DEFAULT true,
  	"meta_desc" varchar DEFAULT '',
  	"keyphrase" varchar,
  	"template" "enum_pages_template",
  	"flags_hideheader" boolean,
  	"flags_showbreadcrumbs" boolean,
  	"flags_show_footer" boolean,
  	"flags_short_footer" boolean,
  	"auth_required" boolean,
  	"auth_redirect_url" varchar,
  	"noindex" boolean DEFAULT false,
  	"regions_hero" jsonb,
  	"regions_main" jsonb,
  	"regions_aside" jsonb,
  	"regions_sections" jsonb,
  	"regions_header" jsonb,
  	"regions_nav" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_version_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_selfcare_locks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_date" varchar,
  	"end_date" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_support_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_content_id" varchar,
  	"version_path" varchar,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_show_title" boolean DEFAULT true,
  	"version_meta_desc" varchar DEFAULT '',
  	"version_keyphrase" varchar,
  	"version_template" "enum__pages_v_version_template",
  	"version_flags_hideheader" boolean,
  	"version_flags_showbreadcrumbs" boolean,
  	"version_flags_show_footer" boolean,
  	"version_flags_short_footer" boolean,
  	"version_auth_required" boolean,
  	"version_auth_redirect_url" varchar,
  	"version_noindex" boolean DEFAULT false,
  	"version_regions_hero" jsonb,
  	"version_regions_main" jsonb,
  	"version_regions_aside" jsonb,
  	"version_regions_sections" jsonb,
  	"version_regions_header" jsonb,
  	"version_regions_nav" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "offers_productlist_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "offers_productlist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"articlecode" varchar
  );
  
  CREATE TABLE "offers_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"name" varchar,
  	"status" varchar DEFAULT 'ACTIVE',
  	"ltoduration" numeric,
  	"pricepromo" varchar,
  	"pricepromo2" varchar,
  	"pricebaselto" varchar,
  	"availiablemop" varchar,
  	"article_articlecode" varchar,
  	"article_articlename" varchar,
  	"article_packagetitle" varchar,
  	"description" varchar DEFAULT '',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_offers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_offers_v_version_productlist_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offers_v_version_productlist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"articlecode" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offers_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_name" varchar,
  	"version_status" varchar DEFAULT 'ACTIVE',
  	"version_ltoduration" numeric,
  	"version_pricepromo" varchar,
  	"version_pricepromo2" varchar,
  	"version_pricebaselto" varchar,
  	"version_availiablemop" varchar,
  	"version_article_articlecode" varchar,
  	"version_article_articlename" varchar,
  	"version_article_packagetitle" varchar,
  	"version_description" varchar DEFAULT '',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"articlecode" varchar,
  	"articlename" varchar,
  	"price" varchar,
  	"packagetitle" varchar,
  	"disabledowngrade" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_articlecode" varchar,
  	"version_articlename" varchar,
  	"version_price" varchar,
  	"version_packagetitle" varchar,
  	"version_disabledowngrade" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "bundles_relationship" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"articlecode" varchar
  );
  
  CREATE TABLE "bundles_availablewithsomeactive" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "bundles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"database_id" numeric,
  	"articlename" varchar,
  	"package" "enum_bundles_package",
  	"ismain" boolean DEFAULT false,
  	"ismainpackageitem" boolean DEFAULT false,
  	"lto" boolean DEFAULT false,
  	"monthly" boolean DEFAULT true,
  	"plannedofftooltip" varchar DEFAULT '',
  	"noneactivetooltip" varchar DEFAULT '',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_bundles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_bundles_v_version_relationship" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"articlecode" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_bundles_v_version_availablewithsomeactive" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_bundles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_content_id" varchar,
  	"version_database_id" numeric,
  	"version_articlename" varchar,
  	"version_package" "enum__bundles_v_version_package",
  	"version_ismain" boolean DEFAULT false,
  	"version_ismainpackageitem" boolean DEFAULT false,
  	"version_lto" boolean DEFAULT false,
  	"version_monthly" boolean DEFAULT true,
  	"version_plannedofftooltip" varchar DEFAULT '',
  	"version_noneactivetooltip" varchar DEFAULT '',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__bundles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "meta_products_metaproduct_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "meta_products_content_ids" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "meta_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"metaproduct_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_meta_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_meta_products_v_version_metaproduct_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_meta_products_v_version_content_ids" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_meta_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_content_id" varchar,
  	"version_metaproduct_name" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__meta_products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "event_configs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"cas_id" varchar,
  	"article_code" varchar,
  	"landing_page_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_event_configs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_event_configs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_content_id" varchar,
  	"version_cas_id" varchar,
  	"version_article_code" varchar,
  	"version_landing_page_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__event_configs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "support_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"slug" varchar,
  	"title" varchar,
  	"description" varchar DEFAULT '',
  	"url" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_support_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_support_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_content_id" varchar,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_description" varchar DEFAULT '',
  	"version_url" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__support_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"title" varchar,
  	"category" varchar,
  	"file_database_id" numeric,
  	"file_url" varchar,
  	"file_size_kb" numeric,
  	"status" "enum_documents_status_value",
  	"summaryavailable" boolean DEFAULT false,
  	"selfcareavailable" boolean DEFAULT false,
  	"downgradeavailable" boolean DEFAULT false,
  	"valid_from" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_content_id" varchar,
  	"version_title" varchar,
  	"version_category" varchar,
  	"version_file_database_id" numeric,
  	"version_file_url" varchar,
  	"version_file_size_kb" numeric,
  	"version_status" "enum_documents_status_value",
  	"version_summaryavailable" boolean DEFAULT false,
  	"version_selfcareavailable" boolean DEFAULT false,
  	"version_downgradeavailable" boolean DEFAULT false,
  	"version_valid_from" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "salons_closed_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "salons_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_salons_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "salons_accessibility" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_salons_accessibility",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "salons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"name" varchar,
  	"address_street" varchar,
  	"address_number" varchar,
  	"address_postal_code" varchar,
  	"address_city" varchar,
  	"coordinates_lat" numeric,
  	"coordinates_lon" numeric,
  	"opening_hours_monday_opens" varchar,
  	"opening_hours_monday_closes" varchar,
  	"opening_hours_tuesday_opens" varchar,
  	"opening_hours_tuesday_closes" varchar,
  	"opening_hours_wednesday_opens" varchar,
  	"opening_hours_wednesday_closes" varchar,
  	"opening_hours_thursday_opens" varchar,
  	"opening_hours_thursday_closes" varchar,
  	"opening_hours_friday_opens" varchar,
  	"opening_hours_friday_closes" varchar,
  	"opening_hours_saturday_opens" varchar,
  	"opening_hours_saturday_closes" varchar,
  	"opening_hours_sunday_opens" varchar,
  	"opening_hours_sunday_closes" varchar,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_salons_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_salons_v_version_closed_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_salons_v_version_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__salons_v_version_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_salons_v_version_accessibility" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__salons_v_version_accessibility",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_salons_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_content_id" varchar,
  	"version_name" varchar,
  	"version_address_street" varchar,
  	"version_address_number" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_city" varchar,
  	"version_coordinates_lat" numeric,
  	"version_coordinates_lon" numeric,
  	"version_opening_hours_monday_opens" varchar,
  	"version_opening_hours_monday_closes" varchar,
  	"version_opening_hours_tuesday_opens" varchar,
  	"version_opening_hours_tuesday_closes" varchar,
  	"version_opening_hours_wednesday_opens" varchar,
  	"version_opening_hours_wednesday_closes" varchar,
  	"version_opening_hours_thursday_opens" varchar,
  	"version_opening_hours_thursday_closes" varchar,
  	"version_opening_hours_friday_opens" varchar,
  	"version_opening_hours_friday_closes" varchar,
  	"version_opening_hours_saturday_opens" varchar,
  	"version_opening_hours_saturday_closes" varchar,
  	"version_opening_hours_sunday_opens" varchar,
  	"version_opening_hours_sunday_closes" varchar,
  	"version_phone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__salons_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"offers_id" integer,
  	"products_id" integer,
  	"bundles_id" integer,
  	"meta_products_id" integer,
  	"event_configs_id" integer,
  	"support_categories_id" integer,
  	"documents_id" integer,
  	"salons_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_main_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_main_menu_e9a48d63",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb
  );
  
  CREATE TABLE "site_icon_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_icon_menu_4f78b982",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb
  );
  
  CREATE TABLE "site_user_dropdown_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_user_drop_4e887e46",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb
  );
  
  CREATE TABLE "site_footer_columns_left" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_footer_co_c40842c0",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb
  );
  
  CREATE TABLE "site_footer_columns_right" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_footer_co_54eb4a20",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb
  );
  
  CREATE TABLE "site_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "site_footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_footer_social_network",
  	"url" varchar
  );
  
  CREATE TABLE "site_footer_short" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_footer_sh_62a0b845",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb
  );
  
  CREATE TABLE "site_redirects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" varchar,
  	"destination" varchar
  );
  
  CREATE TABLE "site_allowed_redirect_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "site_sale_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"stage" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "site_data_mapper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"path" varchar
  );
  
  CREATE TABLE "site_excluded_link_patterns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "site_embedding_origins" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "site" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_url" varchar DEFAULT '/',
  	"logo_alt" varchar,
  	"copyright" varchar,
  	"user_dropdown_title" varchar,
  	"user_dropdown_description" varchar DEFAULT '',
  	"user_dropdown_button_title" varchar,
  	"user_dropdown_button_url" varchar,
  	"user_dropdown_button_target" boolean DEFAULT false,
  	"user_dropdown_auth_required" boolean DEFAULT false,
  	"footer_content" varchar DEFAULT '',
  	"sale_stage_config_login_url" varchar DEFAULT '/l',
  	"sale_stage_config_select_package_url" varchar DEFAULT '/oferta-online/konfiguracja',
  	"_status" "enum_site_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_site_v_version_main_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_main_menu_e9a48d63",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_icon_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_icon_menu_4f78b982",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_user_dropdown_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_user_drop_4e887e46",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_footer_columns_left" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_footer_co_c40842c0",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_footer_columns_right" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_footer_co_54eb4a20",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__site_v_version_footer_social_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_footer_short" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_id" varchar,
  	"label" varchar,
  	"url" varchar,
  	"css_classes" varchar DEFAULT '',
  	"target" boolean DEFAULT false,
  	"menu_settings_external_icon_url" varchar,
  	"menu_settings_external_icon_alt" varchar,
  	"menu_settings_external_position" "enum__site_v_version_footer_sh_62a0b845",
  	"menu_settings_content_id" varchar,
  	"menu_settings_showlabel" boolean DEFAULT true,
  	"visibility" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_redirects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar,
  	"destination" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_allowed_redirect_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_sale_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"stage" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_data_mapper" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_excluded_link_patterns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_embedding_origins" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar,
  	"version_logo_url" varchar DEFAULT '/',
  	"version_logo_alt" varchar,
  	"version_copyright" varchar,
  	"version_user_dropdown_title" varchar,
  	"version_user_dropdown_description" varchar DEFAULT '',
  	"version_user_dropdown_button_title" varchar,
  	"version_user_dropdown_button_url" varchar,
  	"version_user_dropdown_button_target" boolean DEFAULT false,
  	"version_user_dropdown_auth_required" boolean DEFAULT false,
  	"version_footer_content" varchar DEFAULT '',
  	"version_sale_stage_config_login_url" varchar DEFAULT '/l',
  	"version_sale_stage_config_select_package_url" varchar DEFAULT '/oferta-online/konfiguracja',
  	"version__status" "enum__site_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages_breadcrumbs" ADD CONSTRAINT "pages_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_selfcare_locks" ADD CONSTRAINT "pages_selfcare_locks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_support_categories" ADD CONSTRAINT "pages_support_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_breadcrumbs" ADD CONSTRAINT "_pages_v_version_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_selfcare_locks" ADD CONSTRAINT "_pages_v_version_selfcare_locks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_support_categories" ADD CONSTRAINT "_pages_v_version_support_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_productlist_documents" ADD CONSTRAINT "offers_productlist_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers_productlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_productlist" ADD CONSTRAINT "offers_productlist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_highlights" ADD CONSTRAINT "offers_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_version_productlist_documents" ADD CONSTRAINT "_offers_v_version_productlist_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v_version_productlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_version_productlist" ADD CONSTRAINT "_offers_v_version_productlist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_version_highlights" ADD CONSTRAINT "_offers_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bundles_relationship" ADD CONSTRAINT "bundles_relationship_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bundles_availablewithsomeactive" ADD CONSTRAINT "bundles_availablewithsomeactive_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bundles_v_version_relationship" ADD CONSTRAINT "_bundles_v_version_relationship_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_bundles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bundles_v_version_availablewithsomeactive" ADD CONSTRAINT "_bundles_v_version_availablewithsomeactive_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_bundles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bundles_v" ADD CONSTRAINT "_bundles_v_parent_id_bundles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meta_products_metaproduct_codes" ADD CONSTRAINT "meta_products_metaproduct_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meta_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meta_products_content_ids" ADD CONSTRAINT "meta_products_content_ids_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meta_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_meta_products_v_version_metaproduct_codes" ADD CONSTRAINT "_meta_products_v_version_metaproduct_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_meta_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_meta_products_v_version_content_ids" ADD CONSTRAINT "_meta_products_v_version_content_ids_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_meta_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_meta_products_v" ADD CONSTRAINT "_meta_products_v_parent_id_meta_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."meta_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_event_configs_v" ADD CONSTRAINT "_event_configs_v_parent_id_event_configs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."event_configs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_support_categories_v" ADD CONSTRAINT "_support_categories_v_parent_id_support_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "salons_closed_days" ADD CONSTRAINT "salons_closed_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "salons_services" ADD CONSTRAINT "salons_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "salons_accessibility" ADD CONSTRAINT "salons_accessibility_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_salons_v_version_closed_days" ADD CONSTRAINT "_salons_v_version_closed_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_salons_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_salons_v_version_services" ADD CONSTRAINT "_salons_v_version_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_salons_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_salons_v_version_accessibility" ADD CONSTRAINT "_salons_v_version_accessibility_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_salons_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_salons_v" ADD CONSTRAINT "_salons_v_parent_id_salons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bundles_fk" FOREIGN KEY ("bundles_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_meta_products_fk" FOREIGN KEY ("meta_products_id") REFERENCES "public"."meta_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_configs_fk" FOREIGN KEY ("event_configs_id") REFERENCES "public"."event_configs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_categories_fk" FOREIGN KEY ("support_categories_id") REFERENCES "public"."support_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_salons_fk" FOREIGN KEY ("salons_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_main_menu" ADD CONSTRAINT "site_main_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_icon_menu" ADD CONSTRAINT "site_icon_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_user_dropdown_items" ADD CONSTRAINT "site_user_dropdown_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_footer_columns_left" ADD CONSTRAINT "site_footer_columns_left_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_footer_columns_right" ADD CONSTRAINT "site_footer_columns_right_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_footer_columns" ADD CONSTRAINT "site_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_footer_social" ADD CONSTRAINT "site_footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_footer_short" ADD CONSTRAINT "site_footer_short_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_redirects" ADD CONSTRAINT "site_redirects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_allowed_redirect_hosts" ADD CONSTRAINT "site_allowed_redirect_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_sale_stages" ADD CONSTRAINT "site_sale_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_data_mapper" ADD CONSTRAINT "site_data_mapper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_excluded_link_patterns" ADD CONSTRAINT "site_excluded_link_patterns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_embedding_origins" ADD CONSTRAINT "site_embedding_origins_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_main_menu" ADD CONSTRAINT "_site_v_version_main_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_icon_menu" ADD CONSTRAINT "_site_v_version_icon_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_user_dropdown_items" ADD CONSTRAINT "_site_v_version_user_dropdown_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_footer_columns_left" ADD CONSTRAINT "_site_v_version_footer_columns_left_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_footer_columns_right" ADD CONSTRAINT "_site_v_version_footer_columns_right_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_footer_columns" ADD CONSTRAINT "_site_v_version_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_footer_social" ADD CONSTRAINT "_site_v_version_footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_footer_short" ADD CONSTRAINT "_site_v_version_footer_short_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_redirects" ADD CONSTRAINT "_site_v_version_redirects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_allowed_redirect_hosts" ADD CONSTRAINT "_site_v_version_allowed_redirect_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_sale_stages" ADD CONSTRAINT "_site_v_version_sale_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_data_mapper" ADD CONSTRAINT "_site_v_version_data_mapper_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_excluded_link_patterns" ADD CONSTRAINT "_site_v_version_excluded_link_patterns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_embedding_origins" ADD CONSTRAINT "_site_v_version_embedding_origins_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_breadcrumbs_order_idx" ON "pages_breadcrumbs" USING btree ("_order");
  CREATE INDEX "pages_breadcrumbs_parent_id_idx" ON "pages_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "pages_selfcare_locks_order_idx" ON "pages_selfcare_locks" USING btree ("_order");
  CREATE INDEX "pages_selfcare_locks_parent_id_idx" ON "pages_selfcare_locks" USING btree ("_parent_id");
  CREATE INDEX "pages_support_categories_order_idx" ON "pages_support_categories" USING btree ("_order");
  CREATE INDEX "pages_support_categories_parent_id_idx" ON "pages_support_categories" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_content_id_idx" ON "pages" USING btree ("content_id");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_breadcrumbs_order_idx" ON "_pages_v_version_breadcrumbs" USING btree ("_order");
  CREATE INDEX "_pages_v_version_breadcrumbs_parent_id_idx" ON "_pages_v_version_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_selfcare_locks_order_idx" ON "_pages_v_version_selfcare_locks" USING btree ("_order");
  CREATE INDEX "_pages_v_version_selfcare_locks_parent_id_idx" ON "_pages_v_version_selfcare_locks" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_support_categories_order_idx" ON "_pages_v_version_support_categories" USING btree ("_order");
  CREATE INDEX "_pages_v_version_support_categories_parent_id_idx" ON "_pages_v_version_support_categories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_content_id_idx" ON "_pages_v" USING btree ("version_content_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "offers_productlist_documents_order_idx" ON "offers_productlist_documents" USING btree ("_order");
  CREATE INDEX "offers_productlist_documents_parent_id_idx" ON "offers_productlist_documents" USING btree ("_parent_id");
  CREATE INDEX "offers_productlist_order_idx" ON "offers_productlist" USING btree ("_order");
  CREATE INDEX "offers_productlist_parent_id_idx" ON "offers_productlist" USING btree ("_parent_id");
  CREATE INDEX "offers_highlights_order_idx" ON "offers_highlights" USING btree ("_order");
  CREATE INDEX "offers_highlights_parent_id_idx" ON "offers_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "offers_code_idx" ON "offers" USING btree ("code");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");
  CREATE INDEX "_offers_v_version_productlist_documents_order_idx" ON "_offers_v_version_productlist_documents" USING btree ("_order");
  CREATE INDEX "_offers_v_version_productlist_documents_parent_id_idx" ON "_offers_v_version_productlist_documents" USING btree ("_parent_id");
  CREATE INDEX "_offers_v_version_productlist_order_idx" ON "_offers_v_version_productlist" USING btree ("_order");
  CREATE INDEX "_offers_v_version_productlist_parent_id_idx" ON "_offers_v_version_productlist" USING btree ("_parent_id");
  CREATE INDEX "_offers_v_version_highlights_order_idx" ON "_offers_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_offers_v_version_highlights_parent_id_idx" ON "_offers_v_version_highlights" USING btree ("_parent_id");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_code_idx" ON "_offers_v" USING btree ("version_code");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "products_articlecode_idx" ON "products" USING btree ("articlecode");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_articlecode_idx" ON "_products_v" USING btree ("version_articlecode");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "bundles_relationship_order_idx" ON "bundles_relationship" USING btree ("_order");
  CREATE INDEX "bundles_relationship_parent_id_idx" ON "bundles_relationship" USING btree ("_parent_id");
  CREATE INDEX "bundles_availablewithsomeactive_order_idx" ON "bundles_availablewithsomeactive" USING btree ("_order");
  CREATE INDEX "bundles_availablewithsomeactive_parent_id_idx" ON "bundles_availablewithsomeactive" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "bundles_content_id_idx" ON "bundles" USING btree ("content_id");
  CREATE INDEX "bundles_updated_at_idx" ON "bundles" USING btree ("updated_at");
  CREATE INDEX "bundles_created_at_idx" ON "bundles" USING btree ("created_at");
  CREATE INDEX "bundles__status_idx" ON "bundles" USING btree ("_status");
  CREATE INDEX "_bundles_v_version_relationship_order_idx" ON "_bundles_v_version_relationship" USING btree ("_order");
  CREATE INDEX "_bundles_v_version_relationship_parent_id_idx" ON "_bundles_v_version_relationship" USING btree ("_parent_id");
  CREATE INDEX "_bundles_v_version_availablewithsomeactive_order_idx" ON "_bundles_v_version_availablewithsomeactive" USING btree ("_order");
  CREATE INDEX "_bundles_v_version_availablewithsomeactive_parent_id_idx" ON "_bundles_v_version_availablewithsomeactive" USING btree ("_parent_id");
  CREATE INDEX "_bundles_v_parent_idx" ON "_bundles_v" USING btree ("parent_id");
  CREATE INDEX "_bundles_v_version_version_content_id_idx" ON "_bundles_v" USING btree ("version_content_id");
  CREATE INDEX "_bundles_v_version_version_updated_at_idx" ON "_bundles_v" USING btree ("version_updated_at");
  CREATE INDEX "_bundles_v_version_version_created_at_idx" ON "_bundles_v" USING btree ("version_created_at");
  CREATE INDEX "_bundles_v_version_version__status_idx" ON "_bundles_v" USING btree ("version__status");
  CREATE INDEX "_bundles_v_created_at_idx" ON "_bundles_v" USING btree ("created_at");
  CREATE INDEX "_bundles_v_updated_at_idx" ON "_bundles_v" USING btree ("updated_at");
  CREATE INDEX "_bundles_v_latest_idx" ON "_bundles_v" USING btree ("latest");
  CREATE INDEX "meta_products_metaproduct_codes_order_idx" ON "meta_products_metaproduct_codes" USING btree ("_order");
  CREATE INDEX "meta_products_metaproduct_codes_parent_id_idx" ON "meta_products_metaproduct_codes" USING btree ("_parent_id");
  CREATE INDEX "meta_products_content_ids_order_idx" ON "meta_products_content_ids" USING btree ("_order");
  CREATE INDEX "meta_products_content_ids_parent_id_idx" ON "meta_products_content_ids" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "meta_products_content_id_idx" ON "meta_products" USING btree ("content_id");
  CREATE INDEX "meta_products_updated_at_idx" ON "meta_products" USING btree ("updated_at");
  CREATE INDEX "meta_products_created_at_idx" ON "meta_products" USING btree ("created_at");
  CREATE INDEX "meta_products__status_idx" ON "meta_products" USING btree ("_status");
  CREATE INDEX "_meta_products_v_version_metaproduct_codes_order_idx" ON "_meta_products_v_version_metaproduct_codes" USING btree ("_order");
  CREATE INDEX "_meta_products_v_version_metaproduct_codes_parent_id_idx" ON "_meta_products_v_version_metaproduct_codes" USING btree ("_parent_id");
  CREATE INDEX "_meta_products_v_version_content_ids_order_idx" ON "_meta_products_v_version_content_ids" USING btree ("_order");
  CREATE INDEX "_meta_products_v_version_content_ids_parent_id_idx" ON "_meta_products_v_version_content_ids" USING btree ("_parent_id");
  CREATE INDEX "_meta_products_v_parent_idx" ON "_meta_products_v" USING btree ("parent_id");
  CREATE INDEX "_meta_products_v_version_version_content_id_idx" ON "_meta_products_v" USING btree ("version_content_id");
  CREATE INDEX "_meta_products_v_version_version_updated_at_idx" ON "_meta_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_meta_products_v_version_version_created_at_idx" ON "_meta_products_v" USING btree ("version_created_at");
  CREATE INDEX "_meta_products_v_version_version__status_idx" ON "_meta_products_v" USING btree ("version__status");
  CREATE INDEX "_meta_products_v_created_at_idx" ON "_meta_products_v" USING btree ("created_at");
  CREATE INDEX "_meta_products_v_updated_at_idx" ON "_meta_products_v" USING btree ("updated_at");
  CREATE INDEX "_meta_products_v_latest_idx" ON "_meta_products_v" USING btree ("latest");
  CREATE UNIQUE INDEX "event_configs_content_id_idx" ON "event_configs" USING btree ("content_id");
  CREATE INDEX "event_configs_updated_at_idx" ON "event_configs" USING btree ("updated_at");
  CREATE INDEX "event_configs_created_at_idx" ON "event_configs" USING btree ("created_at");
  CREATE INDEX "event_configs__status_idx" ON "event_configs" USING btree ("_status");
  CREATE INDEX "_event_configs_v_parent_idx" ON "_event_configs_v" USING btree ("parent_id");
  CREATE INDEX "_event_configs_v_version_version_content_id_idx" ON "_event_configs_v" USING btree ("version_content_id");
  CREATE INDEX "_event_configs_v_version_version_updated_at_idx" ON "_event_configs_v" USING btree ("version_updated_at");
  CREATE INDEX "_event_configs_v_version_version_created_at_idx" ON "_event_configs_v" USING btree ("version_created_at");
  CREATE INDEX "_event_configs_v_version_version__status_idx" ON "_event_configs_v" USING btree ("version__status");
  CREATE INDEX "_event_configs_v_created_at_idx" ON "_event_configs_v" USING btree ("created_at");
  CREATE INDEX "_event_configs_v_updated_at_idx" ON "_event_configs_v" USING btree ("updated_at");
  CREATE INDEX "_event_configs_v_latest_idx" ON "_event_configs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "support_categories_content_id_idx" ON "support_categories" USING btree ("content_id");
  CREATE INDEX "support_categories_updated_at_idx" ON "support_categories" USING btree ("updated_at");
  CREATE INDEX "support_categories_created_at_idx" ON "support_categories" USING btree ("created_at");
  CREATE INDEX "support_categories__status_idx" ON "support_categories" USING btree ("_status");
  CREATE INDEX "_support_categories_v_parent_idx" ON "_support_categories_v" USING btree ("parent_id");
  CREATE INDEX "_support_categories_v_version_version_content_id_idx" ON "_support_categories_v" USING btree ("version_content_id");
  CREATE INDEX "_support_categories_v_version_version_updated_at_idx" ON "_support_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_support_categories_v_version_version_created_at_idx" ON "_support_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_support_categories_v_version_version__status_idx" ON "_support_categories_v" USING btree ("version__status");
  CREATE INDEX "_support_categories_v_created_at_idx" ON "_support_categories_v" USING btree ("created_at");
  CREATE INDEX "_support_categories_v_updated_at_idx" ON "_support_categories_v" USING btree ("updated_at");
  CREATE INDEX "_support_categories_v_latest_idx" ON "_support_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "documents_content_id_idx" ON "documents" USING btree ("content_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_content_id_idx" ON "_documents_v" USING btree ("version_content_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE INDEX "salons_closed_days_order_idx" ON "salons_closed_days" USING btree ("_order");
  CREATE INDEX "salons_closed_days_parent_id_idx" ON "salons_closed_days" USING btree ("_parent_id");
  CREATE INDEX "salons_services_order_idx" ON "salons_services" USING btree ("order");
  CREATE INDEX "salons_services_parent_idx" ON "salons_services" USING btree ("parent_id");
  CREATE INDEX "salons_accessibility_order_idx" ON "salons_accessibility" USING btree ("order");
  CREATE INDEX "salons_accessibility_parent_idx" ON "salons_accessibility" USING btree ("parent_id");
  CREATE UNIQUE INDEX "salons_content_id_idx" ON "salons" USING btree ("content_id");
  CREATE INDEX "salons_updated_at_idx" ON "salons" USING btree ("updated_at");
  CREATE INDEX "salons_created_at_idx" ON "salons" USING btree ("created_at");
  CREATE INDEX "salons__status_idx" ON "salons" USING btree ("_status");
  CREATE INDEX "_salons_v_version_closed_days_order_idx" ON "_salons_v_version_closed_days" USING btree ("_order");
  CREATE INDEX "_salons_v_version_closed_days_parent_id_idx" ON "_salons_v_version_closed_days" USING btree ("_parent_id");
  CREATE INDEX "_salons_v_version_services_order_idx" ON "_salons_v_version_services" USING btree ("order");
  CREATE INDEX "_salons_v_version_services_parent_idx" ON "_salons_v_version_services" USING btree ("parent_id");
  CREATE INDEX "_salons_v_version_accessibility_order_idx" ON "_salons_v_version_accessibility" USING btree ("order");
  CREATE INDEX "_salons_v_version_accessibility_parent_idx" ON "_salons_v_version_accessibility" USING btree ("parent_id");
  CREATE INDEX "_salons_v_parent_idx" ON "_salons_v" USING btree ("parent_id");
  CREATE INDEX "_salons_v_version_version_content_id_idx" ON "_salons_v" USING btree ("version_content_id");
  CREATE INDEX "_salons_v_version_version_updated_at_idx" ON "_salons_v" USING btree ("version_updated_at");
  CREATE INDEX "_salons_v_version_version_created_at_idx" ON "_salons_v" USING btree ("version_created_at");
  CREATE INDEX "_salons_v_version_version__status_idx" ON "_salons_v" USING btree ("version__status");
  CREATE INDEX "_salons_v_created_at_idx" ON "_salons_v" USING btree ("created_at");
  CREATE INDEX "_salons_v_updated_at_idx" ON "_salons_v" USING btree ("updated_at");
  CREATE INDEX "_salons_v_latest_idx" ON "_salons_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_bundles_id_idx" ON "payload_locked_documents_rels" USING btree ("bundles_id");
  CREATE INDEX "payload_locked_documents_rels_meta_products_id_idx" ON "payload_locked_documents_rels" USING btree ("meta_products_id");
  CREATE INDEX "payload_locked_documents_rels_event_configs_id_idx" ON "payload_locked_documents_rels" USING btree ("event_configs_id");
  CREATE INDEX "payload_locked_documents_rels_support_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("support_categories_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_salons_id_idx" ON "payload_locked_documents_rels" USING btree ("salons_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_main_menu_order_idx" ON "site_main_menu" USING btree ("_order");
  CREATE INDEX "site_main_menu_parent_id_idx" ON "site_main_menu" USING btree ("_parent_id");
  CREATE INDEX "site_icon_menu_order_idx" ON "site_icon_menu" USING btree ("_order");
  CREATE INDEX "site_icon_menu_parent_id_idx" ON "site_icon_menu" USING btree ("_parent_id");
  CREATE INDEX "site_user_dropdown_items_order_idx" ON "site_user_dropdown_items" USING btree ("_order");
  CREATE INDEX "site_user_dropdown_items_parent_id_idx" ON "site_user_dropdown_items" USING btree ("_parent_id");
  CREATE INDEX "site_footer_columns_left_order_idx" ON "site_footer_columns_left" USING btree ("_order");
  CREATE INDEX "site_footer_columns_left_parent_id_idx" ON "site_footer_columns_left" USING btree ("_parent_id");
  CREATE INDEX "site_footer_columns_right_order_idx" ON "site_footer_columns_right" USING btree ("_order");
  CREATE INDEX "site_footer_columns_right_parent_id_idx" ON "site_footer_columns_right" USING btree ("_parent_id");
  CREATE INDEX "site_footer_columns_order_idx" ON "site_footer_columns" USING btree ("_order");
  CREATE INDEX "site_footer_columns_parent_id_idx" ON "site_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "site_footer_social_order_idx" ON "site_footer_social" USING btree ("_order");
  CREATE INDEX "site_footer_social_parent_id_idx" ON "site_footer_social" USING btree ("_parent_id");
  CREATE INDEX "site_footer_short_order_idx" ON "site_footer_short" USING btree ("_order");
  CREATE INDEX "site_footer_short_parent_id_idx" ON "site_footer_short" USING btree ("_parent_id");
  CREATE INDEX "site_redirects_order_idx" ON "site_redirects" USING btree ("_order");
  CREATE INDEX "site_redirects_parent_id_idx" ON "site_redirects" USING btree ("_parent_id");
  CREATE INDEX "site_allowed_redirect_hosts_order_idx" ON "site_allowed_redirect_hosts" USING btree ("_order");
  CREATE INDEX "site_allowed_redirect_hosts_parent_id_idx" ON "site_allowed_redirect_hosts" USING btree ("_parent_id");
  CREATE INDEX "site_sale_stages_order_idx" ON "site_sale_stages" USING btree ("_order");
  CREATE INDEX "site_sale_stages_parent_id_idx" ON "site_sale_stages" USING btree ("_parent_id");
  CREATE INDEX "site_data_mapper_order_idx" ON "site_data_mapper" USING btree ("_order");
  CREATE INDEX "site_data_mapper_parent_id_idx" ON "site_data_mapper" USING btree ("_parent_id");
  CREATE INDEX "site_excluded_link_patterns_order_idx" ON "site_excluded_link_patterns" USING btree ("_order");
  CREATE INDEX "site_excluded_link_patterns_parent_id_idx" ON "site_excluded_link_patterns" USING btree ("_parent_id");
  CREATE INDEX "site_embedding_origins_order_idx" ON "site_embedding_origins" USING btree ("_order");
  CREATE INDEX "site_embedding_origins_parent_id_idx" ON "site_embedding_origins" USING btree ("_parent_id");
  CREATE INDEX "site__status_idx" ON "site" USING btree ("_status");
  CREATE INDEX "_site_v_version_main_menu_order_idx" ON "_site_v_version_main_menu" USING btree ("_order");
  CREATE INDEX "_site_v_version_main_menu_parent_id_idx" ON "_site_v_version_main_menu" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_icon_menu_order_idx" ON "_site_v_version_icon_menu" USING btree ("_order");
  CREATE INDEX "_site_v_version_icon_menu_parent_id_idx" ON "_site_v_version_icon_menu" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_user_dropdown_items_order_idx" ON "_site_v_version_user_dropdown_items" USING btree ("_order");
  CREATE INDEX "_site_v_version_user_dropdown_items_parent_id_idx" ON "_site_v_version_user_dropdown_items" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_footer_columns_left_order_idx" ON "_site_v_version_footer_columns_left" USING btree ("_order");
  CREATE INDEX "_site_v_version_footer_columns_left_parent_id_idx" ON "_site_v_version_footer_columns_left" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_footer_columns_right_order_idx" ON "_site_v_version_footer_columns_right" USING btree ("_order");
  CREATE INDEX "_site_v_version_footer_columns_right_parent_id_idx" ON "_site_v_version_footer_columns_right" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_footer_columns_order_idx" ON "_site_v_version_footer_columns" USING btree ("_order");
  CREATE INDEX "_site_v_version_footer_columns_parent_id_idx" ON "_site_v_version_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_footer_social_order_idx" ON "_site_v_version_footer_social" USING btree ("_order");
  CREATE INDEX "_site_v_version_footer_social_parent_id_idx" ON "_site_v_version_footer_social" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_footer_short_order_idx" ON "_site_v_version_footer_short" USING btree ("_order");
  CREATE INDEX "_site_v_version_footer_short_parent_id_idx" ON "_site_v_version_footer_short" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_redirects_order_idx" ON "_site_v_version_redirects" USING btree ("_order");
  CREATE INDEX "_site_v_version_redirects_parent_id_idx" ON "_site_v_version_redirects" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_allowed_redirect_hosts_order_idx" ON "_site_v_version_allowed_redirect_hosts" USING btree ("_order");
  CREATE INDEX "_site_v_version_allowed_redirect_hosts_parent_id_idx" ON "_site_v_version_allowed_redirect_hosts" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_sale_stages_order_idx" ON "_site_v_version_sale_stages" USING btree ("_order");
  CREATE INDEX "_site_v_version_sale_stages_parent_id_idx" ON "_site_v_version_sale_stages" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_data_mapper_order_idx" ON "_site_v_version_data_mapper" USING btree ("_order");
  CREATE INDEX "_site_v_version_data_mapper_parent_id_idx" ON "_site_v_version_data_mapper" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_excluded_link_patterns_order_idx" ON "_site_v_version_excluded_link_patterns" USING btree ("_order");
  CREATE INDEX "_site_v_version_excluded_link_patterns_parent_id_idx" ON "_site_v_version_excluded_link_patterns" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_embedding_origins_order_idx" ON "_site_v_version_embedding_origins" USING btree ("_order");
  CREATE INDEX "_site_v_version_embedding_origins_parent_id_idx" ON "_site_v_version_embedding_origins" USING btree ("_parent_id");
  CREATE INDEX "_site_v_version_version__status_idx" ON "_site_v" USING btree ("version__status");
  CREATE INDEX "_site_v_created_at_idx" ON "_site_v" USING btree ("created_at");
  CREATE INDEX "_site_v_updated_at_idx" ON "_site_v" USING btree ("updated_at");
  CREATE INDEX "_site_v_latest_idx" ON "_site_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_breadcrumbs" CASCADE;
  DROP TABLE "pages_selfcare_locks" CASCADE;
  DROP TABLE "pages_support_categories" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_version_breadcrumbs" CASCADE;
  DROP TABLE "_pages_v_version_selfcare_locks" CASCADE;
  DROP TABLE "_pages_v_version_support_categories" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "offers_productlist_documents" CASCADE;
  DROP TABLE "offers_productlist" CASCADE;
  DROP TABLE "offers_highlights" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "_offers_v_version_productlist_documents" CASCADE;
  DROP TABLE "_offers_v_version_productlist" CASCADE;
  DROP TABLE "_offers_v_version_highlights" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "bundles_relationship" CASCADE;
  DROP TABLE "bundles_availablewithsomeactive" CASCADE;
  DROP TABLE "bundles" CASCADE;
  DROP TABLE "_bundles_v_version_relationship" CASCADE;
  DROP TABLE "_bundles_v_version_availablewithsomeactive" CASCADE;
  DROP TABLE "_bundles_v" CASCADE;
  DROP TABLE "meta_products_metaproduct_codes" CASCADE;
  DROP TABLE "meta_products_content_ids" CASCADE;
  DROP TABLE "meta_products" CASCADE;
  DROP TABLE "_meta_products_v_version_metaproduct_codes" CASCADE;
  DROP TABLE "_meta_products_v_version_content_ids" CASCADE;
  DROP TABLE "_meta_products_v" CASCADE;
  DROP TABLE "event_configs" CASCADE;
  DROP TABLE "_event_configs_v" CASCADE;
  DROP TABLE "support_categories" CASCADE;
  DROP TABLE "_support_categories_v" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "salons_closed_days" CASCADE;
  DROP TABLE "salons_services" CASCADE;
  DROP TABLE "salons_accessibility" CASCADE;
  DROP TABLE "salons" CASCADE;
  DROP TABLE "_salons_v_version_closed_days" CASCADE;
  DROP TABLE "_salons_v_version_services" CASCADE;
  DROP TABLE "_salons_v_version_accessibility" CASCADE;
  DROP TABLE "_salons_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_main_menu" CASCADE;
  DROP TABLE "site_icon_menu" CASCADE;
  DROP TABLE "site_user_dropdown_items" CASCADE;
  DROP TABLE "site_footer_columns_left" CASCADE;
  DROP TABLE "site_footer_columns_right" CASCADE;
  DROP TABLE "site_footer_columns" CASCADE;
  DROP TABLE "site_footer_social" CASCADE;
  DROP TABLE "site_footer_short" CASCADE;
  DROP TABLE "site_redirects" CASCADE;
  DROP TABLE "site_allowed_redirect_hosts" CASCADE;
  DROP TABLE "site_sale_stages" CASCADE;
  DROP TABLE "site_data_mapper" CASCADE;
  DROP TABLE "site_excluded_link_patterns" CASCADE;
  DROP TABLE "site_embedding_origins" CASCADE;
  DROP TABLE "site" CASCADE;
  DROP TABLE "_site_v_version_main_menu" CASCADE;
  DROP TABLE "_site_v_version_icon_menu" CASCADE;
  DROP TABLE "_site_v_version_user_dropdown_items" CASCADE;
  DROP TABLE "_site_v_version_footer_columns_left" CASCADE;
  DROP TABLE "_site_v_version_footer_columns_right" CASCADE;
  DROP TABLE "_site_v_version_footer_columns" CASCADE;
  DROP TABLE "_site_v_version_footer_social" CASCADE;
  DROP TABLE "_site_v_version_footer_short" CASCADE;
  DROP TABLE "_site_v_version_redirects" CASCADE;
  DROP TABLE "_site_v_version_allowed_redirect_hosts" CASCADE;
  DROP TABLE "_site_v_version_sale_stages" CASCADE;
  DROP TABLE "_site_v_version_data_mapper" CASCADE;
  DROP TABLE "_site_v_version_excluded_link_patterns" CASCADE;
  DROP TABLE "_site_v_version_embedding_origins" CASCADE;
  DROP TABLE "_site_v" CASCADE;
  DROP TYPE "public"."enum_pages_template";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_template";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum_bundles_package";
  DROP TYPE "public"."enum_bundles_status";
  DROP TYPE "public"."enum__bundles_v_version_package";
  DROP TYPE "public"."enum__bundles_v_version_status";
  DROP TYPE "public"."enum_meta_products_status";
  DROP TYPE "public"."enum__meta_products_v_version_status";
  DROP TYPE "public"."enum_event_configs_status";
  DROP TYPE "public"."enum__event_configs_v_version_status";
  DROP TYPE "public"."enum_support_categories_status";
  DROP TYPE "public"."enum__support_categories_v_version_status";
  DROP TYPE "public"."enum_documents_status_value";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum_salons_services";
  DROP TYPE "public"."enum_salons_accessibility";
  DROP TYPE "public"."enum_salons_status";
  DROP TYPE "public"."enum__salons_v_version_services";
  DROP TYPE "public"."enum__salons_v_version_accessibility";
  DROP TYPE "public"."enum__salons_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum__site_v_version_main_menu_e9a48d63";
  DROP TYPE "public"."enum__site_v_version_icon_menu_4f78b982";
  DROP TYPE "public"."enum__site_v_version_user_drop_4e887e46";
  DROP TYPE "public"."enum__site_v_version_footer_co_c40842c0";
  DROP TYPE "public"."enum__site_v_version_footer_co_54eb4a20";
  DROP TYPE "public"."enum_site_footer_social_network";
  DROP TYPE "public"."enum__site_v_version_footer_sh_62a0b845";
  DROP TYPE "public"."enum_site_status";
  DROP TYPE "public"."enum__site_v_version_footer_social_network";
  DROP TYPE "public"."enum__site_v_version_status";`)
}
