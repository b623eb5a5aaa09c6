// The messages module's public surface: code outside modules/messages/ imports this file only (eslint.config.js enforces it).
export { messageRoutes } from './message-routes.ts';
export { haveConversed, MessageService, unreadMessagesFor, type UnreadConversation } from './message-service.ts';
export { messageSocketHandlers } from './message-socket-handlers.ts';
