import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_wide_sizes_wide_filename_idx";
  ALTER TABLE "media" ADD COLUMN "sizes_w480_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w480_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w480_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w480_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w480_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w480_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1600_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w480_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w480_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w480_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w480_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w480_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w480_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w960_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w960_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w960_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w960_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w960_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_crop16x9w960_filename" varchar;
  CREATE INDEX "media_sizes_w480_sizes_w480_filename_idx" ON "media" USING btree ("sizes_w480_filename");
  CREATE INDEX "media_sizes_w768_sizes_w768_filename_idx" ON "media" USING btree ("sizes_w768_filename");
  CREATE INDEX "media_sizes_w1024_sizes_w1024_filename_idx" ON "media" USING btree ("sizes_w1024_filename");
  CREATE INDEX "media_sizes_w1600_sizes_w1600_filename_idx" ON "media" USING btree ("sizes_w1600_filename");
  CREATE INDEX "media_sizes_crop16x9w480_sizes_crop16x9w480_filename_idx" ON "media" USING btree ("sizes_crop16x9w480_filename");
  CREATE INDEX "media_sizes_crop16x9w960_sizes_crop16x9w960_filename_idx" ON "media" USING btree ("sizes_crop16x9w960_filename");
  ALTER TABLE "media" DROP COLUMN "sizes_wide_url";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_width";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_height";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_filename";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_w480_sizes_w480_filename_idx";
  DROP INDEX "media_sizes_w768_sizes_w768_filename_idx";
  DROP INDEX "media_sizes_w1024_sizes_w1024_filename_idx";
  DROP INDEX "media_sizes_w1600_sizes_w1600_filename_idx";
  DROP INDEX "media_sizes_crop16x9w480_sizes_crop16x9w480_filename_idx";
  DROP INDEX "media_sizes_crop16x9w960_sizes_crop16x9w960_filename_idx";
  ALTER TABLE "media" ADD COLUMN "sizes_wide_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_filename" varchar;
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  ALTER TABLE "media" DROP COLUMN "sizes_w480_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w480_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w480_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w480_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w480_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w480_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w1600_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w480_url";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w480_width";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w480_height";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w480_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w480_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w480_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w960_url";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w960_width";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w960_height";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w960_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w960_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_crop16x9w960_filename";`)
}
