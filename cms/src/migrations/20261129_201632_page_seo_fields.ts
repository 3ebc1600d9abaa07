import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_social_image_srcset" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src" varchar,
  	"width" numeric
  );
  
  CREATE TABLE "_pages_v_version_social_image_srcset" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src" varchar,
  	"width" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "canonical" varchar;
  ALTER TABLE "pages" ADD COLUMN "social_image_media_id" integer;
  ALTER TABLE "pages" ADD COLUMN "social_image_src" varchar;
  ALTER TABLE "pages" ADD COLUMN "social_image_width" numeric;
  ALTER TABLE "pages" ADD COLUMN "social_image_height" numeric;
  ALTER TABLE "pages" ADD COLUMN "social_image_alt" varchar DEFAULT '';
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_canonical" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_social_image_media_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_social_image_src" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_social_image_width" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_social_image_height" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_social_image_alt" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "sizes_crop40x21w1200_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_crop40x21w1200_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop40x21w1200_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop40x21w1200_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_crop40x21w1200_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop40x21w1200_filename" varchar;
  ALTER TABLE "pages_social_image_srcset" ADD CONSTRAINT "pages_social_image_srcset_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_social_image_srcset" ADD CONSTRAINT "_pages_v_version_social_image_srcset_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_social_image_srcset_order_idx" ON "pages_social_image_srcset" USING btree ("_order");
  CREATE INDEX "pages_social_image_srcset_parent_id_idx" ON "pages_social_image_srcset" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_social_image_srcset_order_idx" ON "_pages_v_version_social_image_srcset" USING btree ("_order");
  CREATE INDEX "_pages_v_version_social_image_srcset_parent_id_idx" ON "_pages_v_version_social_image_srcset" USING btree ("_parent_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_social_image_media_id_media_id_fk" FOREIGN KEY ("social_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_social_image_media_id_media_id_fk" FOREIGN KEY ("version_social_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_social_image_social_image_media_idx" ON "pages" USING btree ("social_image_media_id");
  CREATE INDEX "_pages_v_version_social_image_version_social_image_media_idx" ON "_pages_v" USING btree ("version_social_image_media_id");
  CREATE INDEX "media_sizes_crop40x21w1200_sizes_crop40x21w1200_filename_idx" ON "media" USING btree ("sizes_crop40x21w1200_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_social_image_srcset" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_social_image_srcset" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_social_image_srcset" CASCADE;
  DROP TABLE "_pages_v_version_social_image_srcset" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_social_image_media_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_social_image_media_id_media_id_fk";
  
  DROP INDEX "pages_social_image_social_image_media_idx";
  DROP INDEX "_pages_v_version_social_image_version_social_image_media_idx";
  DROP INDEX "media_sizes_crop40x21w1200_sizes_crop40x21w1200_filename_idx";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "canonical";
  ALTER TABLE "pages" DROP COLUMN "social_image_media_id";
  ALTER TABLE "pages" DROP COLUMN "social_image_src";
  ALTER TABLE "pages" DROP COLUMN "social_image_width";
  ALTER TABLE "pages" DROP COLUMN "social_image_height";
  ALTER TABLE "pages" DROP COLUMN "social_image_alt";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_canonical";
  ALTER TABLE "_pages_v" DROP COLUMN "version_social_image_media_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_social_image_src";
  ALTER TABLE "_pages_v" DROP COLUMN "version_social_image_width";
  ALTER TABLE "_pages_v" DROP COLUMN "version_social_image_height";
  ALTER TABLE "_pages_v" DROP COLUMN "version_social_image_alt";
  ALTER TABLE "media" DROP COLUMN "sizes_crop40x21w1200_url";
  ALTER TABLE "media" DROP COLUMN "sizes_crop40x21w1200_width";
  ALTER TABLE "media" DROP COLUMN "sizes_crop40x21w1200_height";
  ALTER TABLE "media" DROP COLUMN "sizes_crop40x21w1200_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_crop40x21w1200_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_crop40x21w1200_filename";`)
}
