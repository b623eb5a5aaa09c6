import { screen, within } from '@testing-library/react';
import type { Dashboard } from '#shared/schemas/dashboard-schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { DashboardPage } from './dashboard-page.tsx';

setUpApiServer();

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    stats: [
      { key: 'projectInquiries', label: 'Project Inquiries', value: 2, note: 'Connection requests waiting for your answer' },
      { key: 'manufacturerActiveProjects', label: 'Active Projects', value: 1, note: 'Active projects you are connected to' },
      { key: 'connectedPartners', label: 'Connected Partners', value: 4, note: 'Accepted connections' },
    ],
    projects: [],
    projectCount: 0,
    latestMessages: [],
    recommendedPartners: [],
    pendingRequests: 2,
    profile: { percent: 57, missing: ['Profile photo', 'Company website', 'LinkedIn profile'] },
    subscription: { plan: 'free', planName: 'Free', status: 'inactive', renewal: null, monthlyPrice: 0, showUpgrade: true, activeProjects: 0, activeProjectLimit: 3 },
    ...overrides,
  };
}

function renderDashboard(role: 'manufacturer' | 'entrepreneur', data: Dashboard) {
  apiServer.use(answer('get', '/api/dashboard', data), answer('get', '/api/connections', []));
  return renderWithApp(<DashboardPage />, { path: '/dashboard', user: ownUser({ role, fullName: 'Wei Zhang' }) });
}

describe('the dashboard', () => {
  it("leads a manufacturer with the requests to answer and what their profile is missing, not 'Post a Project'", async () => {
    renderDashboard('manufacturer', dashboard());
    expect(await screen.findByRole('button', { name: /Answer Requests \(2\)/ })).toBeVisible();
    expect(screen.getByTestId('dashboard-lead')).toHaveTextContent('2 connection requests wait for your answer. Your profile is 57% complete.');
    expect(screen.queryByRole('link', { name: /Post a Project/ })).toBeNull();
    const profile = screen.getByTestId('profile-completeness');
    for (const field of ['Profile photo', 'Company website', 'LinkedIn profile']) expect(within(profile).getByText(field)).toBeVisible();
    expect(within(profile).getByRole('link', { name: /Complete Your Profile/ })).toHaveAttribute('href', '/profile');
    // Every card is a real figure.
    expect(screen.getByTestId('stat-projectInquiries')).toHaveTextContent('2');
    expect(screen.queryByText('Not tracked yet')).toBeNull();
  });

  it('offers a manufacturer without waiting requests to complete the profile first', async () => {
    renderDashboard('manufacturer', dashboard({ pendingRequests: 0 }));
    expect(await screen.findByText('No connection requests are waiting. Your profile is 57% complete.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Answer Requests/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Complete Your Profile/ }).length).toBe(2);
  });

  it("keeps 'Post a Project' first for an entrepreneur", async () => {
    renderDashboard('entrepreneur', dashboard({
      stats: [{ key: 'unreadMessages', label: 'Unread Messages', value: 3, note: 'Messages waiting for you to read' }],
      pendingRequests: 0,
    }));
    expect(await screen.findByTestId('stat-unreadMessages')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /Post a Project/ })).toHaveAttribute('href', '/projects/create');
    expect(screen.queryByTestId('profile-completeness')).toBeNull();
  });
});
