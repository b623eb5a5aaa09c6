import type { Message } from '../schemas/message-schemas.ts';

/**
 * What a message says in one line (previews, toasts, notifications): its text, or for a message
 * that is only files, which files ('Sent drawing.pdf', 'Sent 3 files').
 */
export function messageText(message: Pick<Message, 'content'> & { attachments?: ReadonlyArray<{ name: string }> }): string {
  if (message.content.trim()) return message.content;
  const files = message.attachments ?? [];
  if (files.length === 1) return `Sent ${files[0]!.name}`;
  return files.length ? `Sent ${files.length} files` : '';
}
