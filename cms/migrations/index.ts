import * as migration_20261121_162914_initial from './20261121_162914_initial';

export const migrations = [
  {
    up: migration_20261121_162914_initial.up,
    down: migration_20261121_162914_initial.down,
    name: '20261121_162914_initial'
  },
];
