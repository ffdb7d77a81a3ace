import { AlertSettings } from './alert-settings'
import { BlogEntries } from './blog-entries'
import { BuoyVerification } from './buoy-verification'
import { Cams } from './cams'
import { ContactMessages } from './contact-messages'
import { ContentReports } from './content-reports'
import { FeedMedia } from './feed-media'
import { FeedPostComments } from './feed-post-comments'
import { FeedPostLikes } from './feed-post-likes'
import { FeedPosts } from './feed-posts'
import { ForecastArchive } from './forecast-archive'
import { Media } from './media'
import { ModerationLog } from './moderation-log'
import { Shapers } from './shapers'
import { SpotAccuracy } from './spot-accuracy'
import { SourceSnapshots } from './source-snapshots'
import { SpotImports } from './spot-imports'
import { SpotProposals } from './spot-proposals'
import { SurfConditions } from './surf-conditions'
import { SurfForecasts } from './surf-forecasts'
import { SurfHourly } from './surf-hourly'
import { SurfObservations } from './surf-observations'
import { SurfReports } from './surf-reports'
import { SurfSpots } from './surf-spots'
import { SurferReports } from './surfer-reports'
import { UserFavorites } from './user-favorites'
import { Users } from './users'
import { WeatherConditions } from './weather-conditions'

export const collections = [
  Users,
  Media,
  SurfSpots,
  Cams,
  UserFavorites,
  SurfConditions,
  SurfForecasts,
  SurfReports,
  WeatherConditions,
  SourceSnapshots,
  FeedPosts,
  FeedMedia,
  FeedPostLikes,
  FeedPostComments,
  BlogEntries,
  Shapers,
  ContactMessages,
  // Last: Payload numbers same-named indexes (spot_date_N_idx) in collection order.
  SurfHourly,
  SurferReports,
  ContentReports,
  ModerationLog,
  ForecastArchive,
  SurfObservations,
  SpotAccuracy,
  AlertSettings,
  BuoyVerification,
  SpotProposals,
  SpotImports,
]
