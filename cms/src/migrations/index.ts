import * as migration_20261127_200407_initial from './20261127_200407_initial.ts';

export const migrations = [
  {
    up: migration_20261127_200407_initial.up,
    down: migration_20261127_200407_initial.down,
    name: '20261127_200407_initial'
  },
];
