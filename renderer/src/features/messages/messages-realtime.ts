import { messageText } from '#shared/format/message-text.ts';
import { FILE_MESSAGES } from '#shared/schemas/file-schemas.ts';
import type { MessageWithSender } from '#shared/schemas/message-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';
import type { RealtimeHandlers } from '../../lib/realtime/realtime-handlers.ts';
import { publishNotification } from '../notifications/index.ts';
import { toastPreview } from './message-logic.ts';
import { cachedThreadIds, catchUpThread, mergeIntoThread, messagesApi, socketEpoch, SUMMARY_TAG } from './messages-api.ts';
import { selectRealtime, statusChanged, typingChanged } from './realtime-slice.ts';

/**
 * The chat's socket events: they keep the threads, the previews, the typing indicators and the
 * connection state current, and announce others' messages and connection news. Other features'
 * caches (connections, dashboard) are kept by their own handlers.
 */
export const messagesRealtimeHandlers: RealtimeHandlers = ({ store, userId: me }) => {
  const { dispatch, getState } = store;

  /** A stored message: into its thread, the previews and, for others' messages, a notification. */
  const receive = (message: MessageWithSender, fromOthers: boolean) => {
    const connectionId = message.connectionId;
    if (connectionId === null) return;
    mergeIntoThread(dispatch, connectionId, [message]);
    let isNew = false;
    dispatch(
      messagesApi.util.updateQueryData('getMessageSummaries', undefined, (draft) => {
        const held = draft.last[connectionId];
        if (held && held.id >= message.id) return;
        isNew = true;
        draft.last[connectionId] = message;
        if (message.senderId !== me && !message.read) draft.unread[connectionId] = (draft.unread[connectionId] ?? 0) + 1;
      }),
    );
    if (message.senderId !== me) {
      const typing = selectRealtime(getState()).typing[connectionId];
      if (typing === message.senderId) dispatch(typingChanged({ connectionId, userId: message.senderId, isTyping: false }));
    }
    if (!fromOthers || message.senderId === me || !isNew) return;
    const inView = selectRealtime(getState()).viewing === connectionId && document.visibilityState === 'visible';
    const name = message.sender?.fullName ?? 'Unknown User';
    publishNotification({
      kind: 'message',
      title: 'New Message',
      body: `${name}: ${toastPreview(messageText(message))}`,
      path: `/messages/${connectionId}`,
      message,
      inView,
    });
  };

  return {
    connected(reconnect) {
      socketEpoch.value++;
      // Whatever happened while we were away: each cached thread and the previews.
      for (const id of cachedThreadIds(getState)) void catchUpThread(dispatch, getState, id).catch(() => undefined);
      if (reconnect) dispatch(messagesApi.util.invalidateTags([SUMMARY_TAG]));
    },

    status(update) {
      dispatch(statusChanged(update));
    },

    on: {
      new_message: ({ message }) => receive(message, true),
      // My own message, stored: from another tab or device, or this tab's acknowledgement (send-message.ts).
      message_sent: ({ message }) => receive(message, false),

      // A file was scanned: its state in the threads, and whether this side may open it now; the
      // files' own views (a project's list, a preview) hold it under its 'File' tag.
      file_status({ fileId, name, scanStatus, uploaderId }) {
        dispatch(baseApi.util.invalidateTags([{ type: 'File', id: fileId }]));
        if (scanStatus === 'infected' && uploaderId === me) {
          publishNotification({ kind: 'file_quarantined', title: FILE_MESSAGES.quarantinedTitle, body: FILE_MESSAGES.quarantinedNotice(name), path: '/messages', fileId });
        }
        for (const connectionId of cachedThreadIds(getState)) {
          dispatch(
            messagesApi.util.updateQueryData('getThread', connectionId, (draft) => {
              for (const message of draft.messages) {
                for (const file of message.attachments) {
                  if (file.id !== fileId) continue;
                  file.scanStatus = scanStatus;
                  file.downloadable = scanStatus === 'clean' || scanStatus === 'not_scanned' || (scanStatus !== 'infected' && file.uploader.id === me);
                }
              }
            }),
          );
        }
      },

      typing_status(event) {
        if (event.userId !== me) dispatch(typingChanged(event));
      },

      messages_read({ connectionId, readerId, lastReadId }) {
        if (readerId === me) {
          dispatch(
            messagesApi.util.updateQueryData('getMessageSummaries', undefined, (draft) => {
              delete draft.unread[connectionId];
            }),
          );
        }
        dispatch(
          messagesApi.util.updateQueryData('getThread', connectionId, (draft) => {
            for (const message of draft.messages) {
              if (message.id > 0 && message.senderId !== readerId && (lastReadId === null || message.id <= lastReadId)) message.read = true;
            }
          }),
        );
      },

      connection_request({ connection }) {
        // Its text is the first message of the new thread: refresh the previews once.
        dispatch(messagesApi.util.invalidateTags([SUMMARY_TAG]));
        const requester = connection.requester;
        publishNotification({
          kind: 'connection_request',
          title: 'New connection request',
          body: `${requester?.fullName ?? 'Unknown User'} wants to connect with you${connection.message ? `: ${toastPreview(connection.message)}` : '.'}`,
          path: `/messages/${connection.id}`,
          connection,
        });
      },

      connection_updated({ connection, action }) {
        // A withdrawn request's thread is gone with it.
        if (action === 'withdrawn') dispatch(messagesApi.util.invalidateTags([SUMMARY_TAG]));
        // Only the requester hears how their request was answered (the recipient gave the answer).
        if (action !== 'withdrawn' && connection.requesterId === me) {
          const name = connection.recipient?.fullName ?? 'Unknown User';
          publishNotification({
            kind: 'connection_updated',
            title: action === 'accepted' ? 'Connection accepted' : 'Connection declined',
            body: action === 'accepted' ? `${name} accepted your connection request.` : `${name} declined your connection request.`,
            path: `/messages/${connection.id}`,
            connection,
            action,
          });
        }
      },
    },
  };
};
