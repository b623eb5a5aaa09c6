/**
 * partners' public surface: the search widgets (home, dashboard), connect dialogs and requests card,
 * partner avatars and tags, a target's ratings panel (profiles, products), the connection queries and
 * their socket handlers.
 */
export { ConnectDialog, NewPartnerDialog } from './connect-dialogs.tsx';
export type { ConnectContext, ConnectTarget } from './connect-dialogs.tsx';
export { ConnectionRequestsCard } from './connection-requests-card.tsx';
export { registerPartnersRealtime } from './partners-realtime.ts';
export { listingUrl } from './listing-url.ts';
export { PartnerAvatar, RatingBriefView, RoleTag } from './partner-bits.tsx';
export { TargetRatingsPanel } from './target-ratings-panel.tsx';
export { CompactPartnerSearch, PartnerSearchWidget } from './partner-search-widget.tsx';
export { LazyPartnerSearchWidget } from './lazy-partner-search-widget.tsx';
export {
  partnersApi, useGetConnectionsQuery, useGetPartnerProfileQuery, useGetTargetRatingsQuery, useRespondToConnectionMutation,
} from './partners-api.ts';
