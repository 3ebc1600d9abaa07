import * as migration_20261127_200407_initial from './20261127_200407_initial.ts';
import * as migration_20261129_191023_media_library from './20261129_191023_media_library.ts';
import * as migration_20261129_192833_scheduled_publishing from './20261129_192833_scheduled_publishing.ts';
import * as migration_20261129_201632_page_seo_fields from './20261129_201632_page_seo_fields.ts';

export const migrations = [
  {
    up: migration_20261127_200407_initial.up,
    down: migration_20261127_200407_initial.down,
    name: '20261127_200407_initial',
  },
  {
    up: migration_20261129_191023_media_library.up,
    down: migration_20261129_191023_media_library.down,
    name: '20261129_191023_media_library',
  },
  {
    up: migration_20261129_192833_scheduled_publishing.up,
    down: migration_20261129_192833_scheduled_publishing.down,
    name: '20261129_192833_scheduled_publishing',
  },
  {
    up: migration_20261129_201632_page_seo_fields.up,
    down: migration_20261129_201632_page_seo_fields.down,
    name: '20261129_201632_page_seo_fields'
  },
];
