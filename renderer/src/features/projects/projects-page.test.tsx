import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '#shared/schemas/project-schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, apiError, apiServer, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { chooseOption } from '../../test-support/controls.ts';
import { connection, ownUser, project, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { setViewportWidth } from '../../test-support/viewport.ts';
import { ProjectsPage } from './projects-page.tsx';

setUpApiServer();

const beehive = project({ id: 7, name: 'Smart Beehive', description: 'Hive sensors for beekeepers.', status: 'draft', stage: 'prototype', budget: '$20,000', timeline: '8 months', updatedAt: new Date().toISOString() });
const beacon = project({ id: 8, name: 'Solar Beacon', description: 'A trail beacon that runs on sunlight.', status: 'active', stage: 'mvp' });
const drone = project({ id: 9, name: 'Drone Kit', description: 'A modular classroom drone.', status: 'completed' });

const me = ownUser({ id: 1, fullName: 'Ada Founder' });
const wei = publicUser({ id: 2, fullName: 'Wei Zhang', profileImage: '/uploads/wei.webp' });
const rachel = publicUser({ id: 3, fullName: 'Rachel Goldberg' });
// Solar Beacon's partners: Wei (accepted, with a picture) and Rachel (accepted, initials); a pending request is not a partner.
const partnerConnections = [
  connection({ id: 21, projectId: 8, requester: publicUser({ id: 1, fullName: 'Ada Founder' }), recipient: wei }),
  connection({ id: 22, projectId: 8, requester: rachel, recipient: publicUser({ id: 1, fullName: 'Ada Founder' }) }),
  connection({ id: 23, projectId: 7, requester: publicUser({ id: 1, fullName: 'Ada Founder' }), recipient: publicUser({ id: 4, fullName: 'Noah Kim' }), status: 'pending' }),
];

function renderProjects(path = '/projects', respond: () => Response = () => HttpResponse.json([beehive, beacon, drone] satisfies Project[])) {
  const loads = recordRequests('get', '/api/projects/user', respond);
  // The projects shared with the member (the ndas feature's card): none here.
  apiServer.use(answer('get', '/api/connections', partnerConnections), answer('get', '/api/shared-projects', []));
  const rendered = renderWithApp(<ProjectsPage />, { path, user: me });
  return { ...rendered, loads, user: userEvent.setup() };
}

const cards = () => screen.queryAllByTestId('project-card');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the projects list: filters in the URL', () => {
  it('shows every project as a card with the quick tabs counting them', async () => {
    renderProjects();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(tab(/^All \(3\)$/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Draft \(1\)$/)).toBeInTheDocument();
    const draft = cards()[0]!;
    for (const shown of ['Draft', 'Prototyping', '$20,000', '8 months', 'just now']) expect(draft).toHaveTextContent(shown);
    expect(within(draft).getByRole('link', { name: 'Complete Setup' })).toHaveAttribute('href', '/projects/7');
    expect(within(cards()[1]!).getByRole('link', { name: 'Manage Project' })).toHaveAttribute('href', '/projects/8');
  });

  it("shows each card's team with their pictures or initials: the owner and the accepted partners", async () => {
    renderProjects();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const team = (name: string) => within(cards().find((card) => card.textContent?.includes(name))!).getByTestId('project-members');
    const beaconTeam = team('Solar Beacon');
    expect(beaconTeam).toHaveAccessibleName('Team: Ada Founder, Wei Zhang, Rachel Goldberg');
    expect(beaconTeam.querySelector('img')).toHaveAttribute('src', '/uploads/wei.webp');
    for (const initials of ['AF', 'RG']) expect(within(beaconTeam).getByText(initials)).toBeInTheDocument();
    // A pending request is no partner yet.
    expect(team('Smart Beehive')).toHaveAccessibleName('Team: Ada Founder, no partners yet');
  });

  it('a quick tab, the status filter and the search each go into the URL and narrow the list', async () => {
    const { user, location } = renderProjects();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(tab(/^Draft/));
    expect(location.current.search).toBe('?status=draft');
    expect(cardNames()).toEqual(['Smart Beehive']);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status filter' }), 'Completed');
    expect(location.current.search).toBe('?status=completed');
    expect(cardNames()).toEqual(['Drone Kit']);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status filter' }), 'All statuses');
    await user.type(screen.getByRole('textbox', { name: 'Search projects' }), 'sunlight');
    expect(location.current.search).toBe('?q=sunlight');
    expect(cardNames()).toEqual(['Solar Beacon']);
  });

  it('a URL with filters shows them chosen', async () => {
    renderProjects('/projects?status=active&q=beacon');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Search projects' })).toHaveValue('beacon');
    expect(tab(/^Active/)).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Solar Beacon']);
  });

  it('the list view is kept in the URL and shows the table, whose actions open the edit page', async () => {
    setViewportWidth(1280);
    const { user, location } = renderProjects();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByText('List', { exact: true }));
    expect(location.current.search).toBe('?view=list');
    for (const column of ['Name', 'Status', 'Budget', 'Timeline', 'Last Updated']) expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Smart Beehive/ });
    expect(row).toHaveTextContent('$20,000');
    expect(row).toHaveTextContent('8 months');
    await user.click(within(row).getByRole('button', { name: 'Actions for Smart Beehive' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Project' }));
    expect(`${location.current.pathname}${location.current.search}`).toBe('/projects/7?edit=true');
  });
});

describe('the projects list: empty and error states', () => {
  it('with no projects: the empty state inviting the first one', async () => {
    renderProjects('/projects', () => HttpResponse.json([]));
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    expect(screen.getByText('Start by creating your first hardware project.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create Project/ })).toHaveAttribute('href', '/projects/create');
  });

  it('filters that match nothing say to adjust them, without offering to create', async () => {
    renderProjects('/projects?view=list&q=no-such-thing');
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create Project/ })).not.toBeInTheDocument();
  });

  it("a failed load shows the server's message with Retry, which loads the list", async () => {
    let fail = true;
    renderProjects('/projects', () => (fail ? apiError(500, { message: 'Your projects are temporarily unavailable.' }) : HttpResponse.json([beacon])));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Your projects are temporarily unavailable.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toEqual(['Solar Beacon']));
  });

  it("a failure without a readable message shows the page's own", async () => {
    renderProjects('/projects', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your projects could not be loaded.');
  });
});
