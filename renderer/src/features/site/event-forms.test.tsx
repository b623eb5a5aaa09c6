import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_FORM_MESSAGES as M } from '#shared/schemas/site-forms-schemas.ts';
import type { SiteEvent } from '#shared/schemas/site-content-schemas.ts';
import { describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { EventRegistrationDialog, EventSubmissionDialog } from './event-dialogs.tsx';
import { EventRegistrationForm } from './event-registration-form.tsx';
import { EventSubmissionForm } from './event-submission-form.tsx';
import { LinkButton } from '../../ui/link-button.tsx';

setUpApiServer();

const event: SiteEvent = {
  slug: 'live-dfm-teardown-webinar', title: 'Live DFM Teardown Webinar', summary: 'An engineer takes a consumer device apart and explains every design-for-manufacturing choice.',
  format: 'online', startsAt: '2027-02-10T09:00:00-08:00', endsAt: '2027-02-10T10:30:00-08:00', location: 'Online (Zoom)', host: 'HardwareHub', price: 'Free',
};
const REGISTRATIONS = `/api/events/${event.slug}/registrations`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the event registration form', () => {
  it('sent empty, it names both fields and sends nothing', async () => {
    const sent = recordRequests('post', REGISTRATIONS, () => HttpResponse.json({ message: M.eventRegistered }, { status: 201 }));
    const user = userEvent.setup();
    renderWithApp(<EventRegistrationForm event={event} />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(M.name)).toBeInTheDocument();
    expect(screen.getByText(M.email)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("a signed-in member finds their name and email filled in; registering shows the confirmation and the calendar file's button", async () => {
    const sent = recordRequests('post', REGISTRATIONS, () => HttpResponse.json({ message: M.eventRegistered }, { status: 201 }));
    const user = userEvent.setup();
    renderWithApp(<EventRegistrationForm event={event} />, { user: ownUser({ fullName: 'Ada Founder', email: 'ada@example.com' }) });
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Founder');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(M.eventRegisteredTitle)).toBeInTheDocument();
    expect(screen.getByText(M.eventRegistered)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', `/api/events/${event.slug}/calendar`);
    expect(sent.map((request) => request.body)).toEqual([{ name: 'Ada Founder', email: 'ada@example.com', website: '' }]);
  });

  it("puts the server's field messages under the fields, and other refusals in a toast", async () => {
    let answer = apiError(400, { message: M.email, errors: { email: M.email } });
    recordRequests('post', REGISTRATIONS, () => answer);
    const user = userEvent.setup();
    renderWithApp(<EventRegistrationForm event={event} />, { user: null });
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByText(M.email)).closest('.ant-form-item')).toContainElement(screen.getByLabelText('Email'));
    answer = apiError(409, { message: M.registrationClosed });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await findToast('Registration failed')).description).toBe(M.registrationClosed);
  });
});

describe('the event submission form', () => {
  it('sent empty, it names every required field and sends nothing', async () => {
    const sent = recordRequests('post', '/api/event-submissions', () => HttpResponse.json({ message: M.eventSubmitted }, { status: 201 }));
    const user = userEvent.setup();
    renderWithApp(<EventSubmissionForm />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Submit event' }));
    for (const message of [M.eventTitle, M.eventDate, M.location, M.name, M.email, M.descriptionShort]) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('refuses a past date and a link that is not a web address', async () => {
    const user = userEvent.setup();
    renderWithApp(<EventSubmissionForm />, { user: null });
    await user.type(screen.getByLabelText('Date'), '2020-01-01');
    await user.type(screen.getByLabelText(/Event link/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Submit event' }));
    expect(await screen.findByText(M.eventDatePast)).toBeInTheDocument();
    expect(screen.getByText(M.link)).toBeInTheDocument();
  });

  it('sends the event, shows the toast and calls onSent', async () => {
    const sent = recordRequests('post', '/api/event-submissions', () => HttpResponse.json({ message: M.eventSubmitted }, { status: 201 }));
    const onSent = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<EventSubmissionForm onSent={onSent} />, { user: ownUser({ fullName: 'Ada Founder', email: 'ada@example.com' }) });
    const date = inDays(30);
    await user.type(screen.getByLabelText('Event title'), 'Hardware Night Lisbon');
    await user.type(screen.getByLabelText('Date'), date);
    await user.type(screen.getByLabelText('Location'), 'LX Factory, Lisbon');
    await user.type(screen.getByLabelText('Description'), 'Lightning demos of working prototypes, then drinks.');
    await user.click(screen.getByRole('button', { name: 'Submit event' }));
    expect((await findToast(M.eventSubmittedTitle)).description).toBe(M.eventSubmitted);
    expect(onSent).toHaveBeenCalledOnce();
    expect(sent.map((request) => request.body)).toEqual([
      { name: 'Ada Founder', email: 'ada@example.com', title: 'Hardware Night Lisbon', date, location: 'LX Factory, Lisbon', link: '', description: 'Lightning demos of working prototypes, then drinks.', website: '' },
    ]);
  });
});

describe('the events dialogs and links', () => {
  it('?register=<slug> opens the registration dialog; closing it takes the parameter away', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<EventRegistrationDialog events={[event]} />, { path: `/events?tab=online&register=${event.slug}`, user: null });
    expect(await screen.findByRole('dialog', { name: `Register for ${event.title}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location.current.search).toBe('?tab=online'));
  });

  it('?submit=event opens the submission dialog, an unknown event nothing', async () => {
    renderWithApp(
      <>
        <EventSubmissionDialog />
        <EventRegistrationDialog events={[event]} />
      </>,
      { path: '/events?submit=event&register=no-such-event', user: null },
    );
    expect(await screen.findByRole('dialog', { name: 'Submit your event' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a link button is an anchor with its href, and a plain click navigates inside the app', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<LinkButton to="?submit=event">Submit Your Event</LinkButton>, { path: '/events?tab=online' });
    const link = screen.getByRole('link', { name: 'Submit Your Event' });
    expect(link).toHaveAttribute('href', '/events?submit=event');
    await user.click(link);
    await waitFor(() => expect(location.current.search).toBe('?submit=event'));
  });
});
