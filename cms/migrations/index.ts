import * as migration_20261121_164005_initial from './20261121_164005_initial';

export const migrations = [
  {
    up: migration_20261121_164005_initial.up,
    down: migration_20261121_164005_initial.down,
    name: '20261121_164005_initial'
  },
];
