import * as migration_20261121_164005_initial from './20261121_164005_initial';
import * as migration_20261121_165025_conditions_engine from './20261121_165025_conditions_engine';
import * as migration_20261121_174837_spot_and_cam_drafts from './20261121_174837_spot_and_cam_drafts';
import * as migration_20261121_193202_feed_display_size from './20261121_193202_feed_display_size';
import * as migration_20261121_200227_feed_media from './20261121_200227_feed_media';
import * as migration_20261125_024850_login_limits from './20261125_024850_login_limits';
import * as migration_20261125_034120_feed_post_request_key from './20261125_034120_feed_post_request_key';
import * as migration_20261125_062031_rating_truth from './20261125_062031_rating_truth';
import * as migration_20261125_071111_nws_grid_snapshots from './20261125_071111_nws_grid_snapshots';
import * as migration_20261125_071932_surf_hourly from './20261125_071932_surf_hourly';
import * as migration_20261125_092046_surfer_reports from './20261125_092046_surfer_reports';
import * as migration_20261125_092447_moderation from './20261125_092447_moderation';
import * as migration_20261125_101844_accuracy_record from './20261125_101844_accuracy_record';
import * as migration_20261125_103613_editors_admin from './20261125_103613_editors_admin';
import * as migration_20261125_110143_alert_settings from './20261125_110143_alert_settings';
import * as migration_20261126_014443_units from './20261126_014443_units';
import * as migration_20261126_025429_spot_autosave from './20261126_025429_spot_autosave';
import * as migration_20261127_105625_spot_exposure from './20261127_105625_spot_exposure';
import * as migration_20261127_114000_stations_rederived from './20261127_114000_stations_rederived';
import * as migration_20261127_121705_spot_nws_zone from './20261127_121705_spot_nws_zone';
import * as migration_20261127_122133_check_zones_task from './20261127_122133_check_zones_task';
import * as migration_20261202_055749_spot_featured from './20261202_055749_spot_featured';
import * as migration_20261202_060145_spot_proposals from './20261202_060145_spot_proposals';
import * as migration_20261202_060431_buoy_verification from './20261202_060431_buoy_verification';
import * as migration_20261202_060500_guide_checks from './20261202_060500_guide_checks';
import * as migration_20261202_061500_stations_by_sea from './20261202_061500_stations_by_sea';
import * as migration_20261202_102617_spot_source from './20261202_102617_spot_source';
import * as migration_20261202_170000_refresh_batches from './20261202_170000_refresh_batches';
import * as migration_20261203_091208_snapshot_entries from './20261203_091208_snapshot_entries';
import * as migration_20261204_191500_trigram_no_pending_list from './20261204_191500_trigram_no_pending_list';
import * as migration_20261206_213000_spot_sphere_index from './20261206_213000_spot_sphere_index';

export const migrations = [
  {
    up: migration_20261121_164005_initial.up,
    down: migration_20261121_164005_initial.down,
    name: '20261121_164005_initial',
  },
  {
    up: migration_20261121_165025_conditions_engine.up,
    down: migration_20261121_165025_conditions_engine.down,
    name: '20261121_165025_conditions_engine',
  },
  {
    up: migration_20261121_174837_spot_and_cam_drafts.up,
    down: migration_20261121_174837_spot_and_cam_drafts.down,
    name: '20261121_174837_spot_and_cam_drafts',
  },
  {
    up: migration_20261121_193202_feed_display_size.up,
    down: migration_20261121_193202_feed_display_size.down,
    name: '20261121_193202_feed_display_size',
  },
  {
    up: migration_20261121_200227_feed_media.up,
    down: migration_20261121_200227_feed_media.down,
    name: '20261121_200227_feed_media',
  },
  {
    up: migration_20261125_024850_login_limits.up,
    down: migration_20261125_024850_login_limits.down,
    name: '20261125_024850_login_limits',
  },
  {
    up: migration_20261125_034120_feed_post_request_key.up,
    down: migration_20261125_034120_feed_post_request_key.down,
    name: '20261125_034120_feed_post_request_key',
  },
  {
    up: migration_20261125_062031_rating_truth.up,
    down: migration_20261125_062031_rating_truth.down,
    name: '20261125_062031_rating_truth',
  },
  {
    up: migration_20261125_071111_nws_grid_snapshots.up,
    down: migration_20261125_071111_nws_grid_snapshots.down,
    name: '20261125_071111_nws_grid_snapshots',
  },
  {
    up: migration_20261125_071932_surf_hourly.up,
    down: migration_20261125_071932_surf_hourly.down,
    name: '20261125_071932_surf_hourly',
  },
  {
    up: migration_20261125_092046_surfer_reports.up,
    down: migration_20261125_092046_surfer_reports.down,
    name: '20261125_092046_surfer_reports',
  },
  {
    up: migration_20261125_092447_moderation.up,
    down: migration_20261125_092447_moderation.down,
    name: '20261125_092447_moderation',
  },
  {
    up: migration_20261125_101844_accuracy_record.up,
    down: migration_20261125_101844_accuracy_record.down,
    name: '20261125_101844_accuracy_record',
  },
  {
    up: migration_20261125_103613_editors_admin.up,
    down: migration_20261125_103613_editors_admin.down,
    name: '20261125_103613_editors_admin',
  },
  {
    up: migration_20261125_110143_alert_settings.up,
    down: migration_20261125_110143_alert_settings.down,
    name: '20261125_110143_alert_settings',
  },
  {
    up: migration_20261126_014443_units.up,
    down: migration_20261126_014443_units.down,
    name: '20261126_014443_units',
  },
  {
    up: migration_20261126_025429_spot_autosave.up,
    down: migration_20261126_025429_spot_autosave.down,
    name: '20261126_025429_spot_autosave',
  },
  {
    up: migration_20261127_105625_spot_exposure.up,
    down: migration_20261127_105625_spot_exposure.down,
    name: '20261127_105625_spot_exposure',
  },
  {
    up: migration_20261127_114000_stations_rederived.up,
    down: migration_20261127_114000_stations_rederived.down,
    name: '20261127_114000_stations_rederived',
  },
  {
    up: migration_20261127_121705_spot_nws_zone.up,
    down: migration_20261127_121705_spot_nws_zone.down,
    name: '20261127_121705_spot_nws_zone',
  },
  {
    up: migration_20261127_122133_check_zones_task.up,
    down: migration_20261127_122133_check_zones_task.down,
    name: '20261127_122133_check_zones_task',
  },
  {
    up: migration_20261202_055749_spot_featured.up,
    down: migration_20261202_055749_spot_featured.down,
    name: '20261202_055749_spot_featured',
  },
  {
    up: migration_20261202_060145_spot_proposals.up,
    down: migration_20261202_060145_spot_proposals.down,
    name: '20261202_060145_spot_proposals',
  },
  {
    up: migration_20261202_060431_buoy_verification.up,
    down: migration_20261202_060431_buoy_verification.down,
    name: '20261202_060431_buoy_verification',
  },
  {
    up: migration_20261202_060500_guide_checks.up,
    down: migration_20261202_060500_guide_checks.down,
    name: '20261202_060500_guide_checks',
  },
  {
    up: migration_20261202_061500_stations_by_sea.up,
    down: migration_20261202_061500_stations_by_sea.down,
    name: '20261202_061500_stations_by_sea',
  },
  {
    up: migration_20261202_102617_spot_source.up,
    down: migration_20261202_102617_spot_source.down,
    name: '20261202_102617_spot_source'
  },
  {
    up: migration_20261202_170000_refresh_batches.up,
    down: migration_20261202_170000_refresh_batches.down,
    name: '20261202_170000_refresh_batches',
  },
  {
    up: migration_20261203_091208_snapshot_entries.up,
    down: migration_20261203_091208_snapshot_entries.down,
    name: '20261203_091208_snapshot_entries',
  },
  {
    up: migration_20261204_191500_trigram_no_pending_list.up,
    down: migration_20261204_191500_trigram_no_pending_list.down,
    name: '20261204_191500_trigram_no_pending_list',
  },
  {
    up: migration_20261206_213000_spot_sphere_index.up,
    down: migration_20261206_213000_spot_sphere_index.down,
    name: '20261206_213000_spot_sphere_index',
  },
];
