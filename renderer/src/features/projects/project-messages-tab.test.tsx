import { screen, within } from '@testing-library/react';
import type { MessageSummaryList } from '#shared/schemas/message-schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, setUpApiServer } from '../../test-support/api-server.ts';
import { connection, message, ownUser, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ProjectMessagesTab } from './project-messages-tab.tsx';

setUpApiServer();

const owner = publicUser({ id: 1, fullName: 'Ada Founder' });
const wei = publicUser({ id: 2, fullName: 'Wei Zhang', companyName: 'Shenzhen Precision', role: 'manufacturer' });
const rachel = publicUser({ id: 3, fullName: 'Rachel Goldberg', role: 'attorney', profileImage: '/uploads/rachel.webp' });
const noah = publicUser({ id: 4, fullName: 'Noah Kim', role: 'designer' });

const connections = [
  connection({ id: 11, projectId: 7, requester: owner, recipient: wei }),
  connection({ id: 12, projectId: 7, requester: owner, recipient: rachel }),
  // Another project's partner, and a request turned down before anyone wrote back: not listed.
  connection({ id: 13, projectId: 8, requester: owner, recipient: noah }),
  connection({ id: 14, projectId: 7, requester: owner, recipient: noah, status: 'rejected' }),
];
const summaries: MessageSummaryList = [
  { connectionId: 11, lastMessage: message({ id: 300, connectionId: 11, senderId: 2, content: 'Quote attached for 2k units.', createdAt: '2026-11-20T10:00:00.000Z' }), unread: 2 },
  { connectionId: 12, lastMessage: message({ id: 500, connectionId: 12, senderId: 1, recipientId: 3, content: 'Claims uploaded.', createdAt: '2026-11-19T10:00:00.000Z' }), unread: 0 },
  { connectionId: 13, lastMessage: message({ id: 400, connectionId: 13, senderId: 4, content: 'About the other project.' }), unread: 1 },
];

function renderTab(list = connections, threads = summaries) {
  apiServer.use(answer('get', '/api/connections', list), answer('get', '/api/messages/summaries', threads));
  return renderWithApp(<ProjectMessagesTab projectId={7} userId={1} isOwner />, { path: '/projects/7?tab=messages', user: ownUser({ id: 1 }) });
}

describe("a project's Messages tab", () => {
  it('lists the conversations with the partners of this project, newest first, each with the last message, opening the thread', async () => {
    renderTab();
    const rows = await screen.findAllByTestId('project-conversation');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Shenzhen Precision');
    expect(rows[0]).toHaveTextContent('Quote attached for 2k units.');
    expect(rows[0]).toHaveAttribute('href', '/messages/11');
    expect(within(rows[0]!).getByText('2')).toBeVisible();
    expect(rows[1]).toHaveTextContent('Rachel Goldberg');
    expect(rows[1]).toHaveTextContent('You: Claims uploaded.');
    expect(rows[1]).toHaveAttribute('href', '/messages/12');
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', '/uploads/rachel.webp');
    expect(screen.queryByText('About the other project.')).toBeNull();
    expect(screen.queryByText(/Coming Soon/)).toBeNull();
  });

  it('says when there is no conversation about the project yet', async () => {
    renderTab([], []);
    expect(await screen.findByText(/No conversations about this project yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Find Partners/ })).toHaveAttribute('href', '/partners');
  });
});
