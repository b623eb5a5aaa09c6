import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFESSIONAL_FIELD_MESSAGES } from '#shared/schemas/auth-schemas.ts';
import { CREDENTIAL_HINTS, CREDENTIAL_MESSAGES } from '#shared/validation/credential-rules.ts';
import { PASSWORD_MESSAGES } from '#shared/validation/password-rules.ts';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, fill } from '../../test-support/controls.ts';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { RegisterForm } from './register-form.tsx';

setUpApiServer();

const PASSWORD = 'Sturdy#Bridge42';

function renderRegister() {
  const onSuccess = vi.fn();
  const onError = vi.fn();
  renderWithApp(<RegisterForm onSuccess={onSuccess} onError={onError} onCancel={() => undefined} onReturnHome={() => undefined} />);
  return { onSuccess, onError, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillPerson(user: User, person: { fullName?: string; username?: string; email?: string; password?: string; passwordConfirm?: string } = {}) {
  await fill(user, screen.getByLabelText('Full name'), person.fullName ?? 'Ada Lovelace');
  await fill(user, screen.getByLabelText('Username'), person.username ?? 'ada.builds');
  await fill(user, screen.getByLabelText('Email'), person.email ?? 'ada@example.com');
  await fill(user, screen.getByLabelText('Password'), person.password ?? PASSWORD);
  await fill(user, screen.getByLabelText('Confirm password'), person.passwordConfirm ?? person.password ?? PASSWORD);
}

async function acceptRequiredConsents(user: User) {
  await user.click(screen.getByRole('checkbox', { name: /I consent to HardwareHub processing my personal data/ }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept the Privacy Policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
}

const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

describe('the registration form', () => {
  it('sent empty, it shows every required message and sends nothing', async () => {
    const sent = recordRequests('post', '/api/register', () => HttpResponse.json(ownUser(), { status: 201 }));
    const { user } = renderRegister();
    await user.click(createAccount());
    for (const message of [
      'Full name is required',
      'Username is required',
      'Email is required',
      PASSWORD_MESSAGES.required,
      'You must consent to data processing to create an account',
      'You must accept the privacy policy to create an account',
      'You must accept the terms of service to create an account',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);
  });

  it('a throwaway email address and a weak password are refused with their own messages', async () => {
    const sent = recordRequests('post', '/api/register', () => HttpResponse.json(ownUser(), { status: 201 }));
    const { user } = renderRegister();
    await fill(user, screen.getByLabelText('Email'), 'someone@mailinator.com');
    await fill(user, screen.getByLabelText('Password'), 'password');
    await user.click(createAccount());
    expect(await screen.findByText('Please use a permanent email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('passwords that differ are named under the confirmation and nothing is sent', async () => {
    const sent = recordRequests('post', '/api/register', () => HttpResponse.json(ownUser(), { status: 201 }));
    const { user } = renderRegister();
    await fillPerson(user, { passwordConfirm: 'Sturdy#Bridge43' });
    await acceptRequiredConsents(user);
    await user.click(createAccount());
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("the confirmation says only the password rule's own messages: no rule of its own on its length", async () => {
    const sent = recordRequests('post', '/api/register', () => HttpResponse.json(ownUser(), { status: 201 }));
    const { user } = renderRegister();
    await fillPerson(user, { passwordConfirm: 'abc' });
    await acceptRequiredConsents(user);
    await user.click(createAccount());
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(screen.queryByText(/at least 6 characters/)).not.toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.hint)).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Confirm password'), '');
    await user.click(createAccount());
    expect(await screen.findByText(PASSWORD_MESSAGES.confirmRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('an entrepreneur sends the payload without the confirmation and is welcomed', async () => {
    const created = ownUser({ fullName: 'Ada Lovelace' });
    const sent = recordRequests('post', '/api/register', () => HttpResponse.json(created, { status: 201 }));
    const { user, onSuccess } = renderRegister();
    await fillPerson(user, { fullName: '  Ada Lovelace ', email: ' ada@example.com' });
    await fill(user, screen.getByLabelText('Bio'), 'Building a solar beacon.');
    await acceptRequiredConsents(user);
    await user.click(createAccount());

    const toast = await findToast('Registration successful');
    expect(toast.description).toBe('Welcome to HardwareHub, Ada Lovelace! Choose your subscription plan.');
    expect(sent.map((request) => request.body)).toEqual([
      {
        username: 'ada.builds',
        email: 'ada@example.com',
        password: PASSWORD,
        fullName: 'Ada Lovelace',
        role: 'entrepreneur',
        dataConsent: true,
        privacyPolicyAccepted: true,
        termsAccepted: true,
        marketingConsent: false,
        cookieConsent: true,
        dataProcessingPreferences: { dataSharingOptOut: false, dataRetentionPeriod: 'standard', dataMinimization: true, thirdPartyConsent: false, sensitiveDataProcessing: false },
        bio: 'Building a solar beacon.',
      },
    ]);
    expect(onSuccess).toHaveBeenCalledWith(created);
  });

  it('a manufacturer is told what professionals must give, then which credential fits the role', async () => {
    const sent = recordRequests('post', '/api/register', () => HttpResponse.json(ownUser({ role: 'manufacturer' }), { status: 201 }));
    const { user } = renderRegister();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Role' }), 'Manufacturer');
    expect(await screen.findByText(CREDENTIAL_HINTS.manufacturer)).toBeInTheDocument();
    await fillPerson(user);
    await acceptRequiredConsents(user);
    await user.click(createAccount());
    for (const message of Object.values(PROFESSIONAL_FIELD_MESSAGES)) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, screen.getByLabelText('Company name'), 'Precision Works');
    await fill(user, screen.getByLabelText('Location'), 'Shenzhen, China');
    await fill(user, screen.getByLabelText('LinkedIn profile'), 'https://www.linkedin.com/in/precision-works');
    await fill(user, screen.getByLabelText('Verification credentials'), 'we build things');
    await user.click(createAccount());
    expect(await screen.findByText(CREDENTIAL_MESSAGES.manufacturer)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, screen.getByLabelText('Verification credentials'), 'ISO 9001:2015 certified');
    await user.click(createAccount());
    await findToast('Registration successful');
    expect(sent[0]?.body).toMatchObject({
      role: 'manufacturer',
      companyName: 'Precision Works',
      location: 'Shenzhen, China',
      linkedinProfile: 'https://www.linkedin.com/in/precision-works',
      verificationCredential: 'ISO 9001:2015 certified',
    });
  });

  it("a taken username comes back from the server under its field, with the server's toast", async () => {
    recordRequests('post', '/api/register', () => apiError(409, { message: 'That username is taken.', errors: { username: 'That username is taken.' } }));
    const { user, onError, onSuccess } = renderRegister();
    await fillPerson(user);
    await acceptRequiredConsents(user);
    await user.click(createAccount());
    const toast = await findToast('Registration failed');
    expect(toast).toMatchObject({ description: 'That username is taken.', role: 'alert' });
    expect(screen.getByLabelText('Username').closest('.ant-form-item')).toHaveTextContent('That username is taken.');
    expect(onError).toHaveBeenLastCalledWith('That username is taken.');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
