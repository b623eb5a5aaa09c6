import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DUPLICATE_TAG_TITLE, PROJECT_MESSAGES, TAG_MESSAGES } from '#shared/schemas/project-schemas.ts';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test-support/controls.ts';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser, project } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { CreateProjectPage } from './create-project-page.tsx';

setUpApiServer();

type User = ReturnType<typeof userEvent.setup>;

function renderWizard() {
  const sent = recordRequests('post', '/api/projects', (body) => HttpResponse.json(project({ id: 41, ...(body as object) }), { status: 201 }));
  const rendered = renderWithApp(<CreateProjectPage />, { path: '/projects/create', user: ownUser() });
  return { ...rendered, sent, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const openReview = (user: User) => user.click(tab('Review'));

async function fillBasics(user: User, name = 'Smart Beehive') {
  await fill(user, screen.getByLabelText('Project name'), name);
  await fill(user, screen.getByLabelText('Description'), 'Hive sensors that warn beekeepers about swarming and disease.');
  await user.click(screen.getByRole('radio', { name: 'Prototyping' }));
}

describe('the project creation wizard', () => {
  it('saving an empty project opens Basic Info with its messages and sends nothing', async () => {
    const { user, sent } = renderWizard();
    await openReview(user);
    await user.click(screen.getByRole('button', { name: /Save as Draft$/ }));
    expect(await screen.findByText(PROJECT_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(PROJECT_MESSAGES.descriptionTooShort)).toBeInTheDocument();
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    expect(sent).toHaveLength(0);
  });

  it('a name that is too short sends the user back from the review to Basic Info', async () => {
    const { user, sent } = renderWizard();
    for (const stage of ['Concept / Idea', 'Design Phase', 'Prototyping', 'Minimum Viable Product', 'Production Ready', 'Scaling / Manufacturing']) {
      expect(screen.getByRole('radio', { name: stage })).toBeInTheDocument();
    }
    await fillBasics(user, 'Hi');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    await openReview(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: /Save as Draft$/ }));
    expect(await screen.findByText(PROJECT_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    expect(sent).toHaveLength(0);
  });

  it('the terms box is required on the review step', async () => {
    const { user, sent } = renderWizard();
    await fillBasics(user);
    await openReview(user);
    await user.click(screen.getByRole('button', { name: /Create & Activate$/ }));
    expect(await screen.findByText(PROJECT_MESSAGES.terms)).toBeInTheDocument();
    expect(tab('Review')).toHaveAttribute('aria-selected', 'true');
    expect(sent).toHaveLength(0);
  });

  it('tags are added on Enter and from suggestions; a duplicate is refused with the Duplicate Tag toast', async () => {
    const { user } = renderWizard();
    await user.click(tab('Details'));
    const tags = screen.getByLabelText('Tags');
    await user.type(tags, 'Agritech{Enter}');
    await user.type(tags, ' agritech {Enter}');
    const toast = await findToast(DUPLICATE_TAG_TITLE);
    expect(toast.description).toBe(TAG_MESSAGES.duplicate);
    await user.click(screen.getByRole('button', { name: '+ IoT' }));
    const added = within(screen.getByRole('list', { name: 'Added' })).getAllByRole('listitem');
    expect(added.map((chip) => chip.textContent?.replace('×', ''))).toEqual(['Agritech', 'IoT']);
  });

  it('the review shows what was entered; Save as Draft sends it trimmed, without the terms, and opens the project', async () => {
    const { user, sent, location } = renderWizard();
    await fillBasics(user, '  Smart Beehive ');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await fill(user, screen.getByLabelText('Budget'), '$20,000');
    await fill(user, screen.getByLabelText('Timeline'), '8 months');
    await user.type(screen.getByLabelText('Tags'), 'Agritech{Enter}');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await fill(user, screen.getByRole('textbox', { name: 'Requirements' }), 'LoRaWAN module, weatherproof enclosure.');
    await user.click(screen.getByRole('button', { name: /Next/ }));

    const review = screen.getByRole('tabpanel');
    for (const shown of ['Smart Beehive', 'Prototyping', '$20,000', '8 months', 'Agritech', 'LoRaWAN module']) expect(review).toHaveTextContent(shown);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: /Save as Draft$/ }));

    const toast = await findToast('Project Created');
    expect(toast.description).toBe('"Smart Beehive" was created as a draft.');
    expect(sent.map((request) => request.body)).toEqual([
      {
        name: 'Smart Beehive',
        description: 'Hive sensors that warn beekeepers about swarming and disease.',
        budget: '$20,000',
        timeline: '8 months',
        stage: 'prototype',
        requirements: 'LoRaWAN module, weatherproof enclosure.',
        tags: ['Agritech'],
        status: 'draft',
      },
    ]);
    await waitFor(() => expect(location.current.pathname).toBe('/projects/41'));
  });

  it('Create & Activate sends the active status', async () => {
    const { user, sent } = renderWizard();
    await fillBasics(user);
    await openReview(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: /Create & Activate$/ }));
    expect((await findToast('Project Created')).description).toBe('"Smart Beehive" was created as an active project.');
    expect(sent[0]?.body).toMatchObject({ status: 'active' });
  });

  it("a plan limit refusal shows the server's reason in the toast and inline, with the upgrade offer", async () => {
    const limit = 'Your Free plan allows 3 active projects.';
    renderWithApp(<CreateProjectPage />, { path: '/projects/create', user: ownUser() });
    recordRequests('post', '/api/projects', () => apiError(403, { message: limit, upgradeRequired: true }));
    const user = userEvent.setup();
    await fillBasics(user);
    await openReview(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: /Create & Activate$/ }));
    const toast = await findToast('Error');
    expect(toast.description).toContain(`Failed to create project: ${limit}`);
    expect(screen.getByText('Plan limit reached')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });
});
