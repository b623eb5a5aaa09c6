import type { TestAccount } from './accounts.ts';

/**
 * A conversation between two members through the API: `from` sends a connection request (its text is
 * the first message), `to` accepts it and answers. Returns the connection's id. Product reviews need
 * one between the reviewer and the seller.
 */
export async function converse(from: TestAccount, to: TestAccount): Promise<number> {
  const request = await from.client.post('/api/connections', { recipientId: to.user.id, message: 'Hello, I have a question about your listing.' });
  if (request.status !== 201) throw new Error(`connection request failed: ${request.status} ${request.text}`);
  const id = (request.body as { id: number }).id;
  const accepted = await to.client.patch(`/api/connections/${id}`, { status: 'accepted' });
  if (accepted.status !== 200) throw new Error(`accepting failed: ${accepted.status} ${accepted.text}`);
  const answer = await to.client.post('/api/messages', { connectionId: id, recipientId: from.user.id, content: 'Happy to help, ask away.' });
  if (answer.status !== 201) throw new Error(`answer failed: ${answer.status} ${answer.text}`);
  return id;
}
