import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { newsletterSubscribeSchema } from '#shared/schemas/site-forms-schemas.ts';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useSubscribeNewsletterMutation } from './site-api.ts';

/** The blog's newsletter sign-up: a mail with a confirmation link (double opt-in) before anything is sent. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const toast = useToast();

  const submit = async () => {
    const parsed = newsletterSubscribeSchema.safeParse({ email, website });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      const answer = await subscribe({ email, website }).unwrap();
      toast.success('Check your inbox', answer.message);
      setEmail('');
    } catch (failure) {
      toast.error('Subscription failed', errorMessage(failure, 'Please try again.'));
    }
  };

  return (
    <form
      className="hh-newsletter-form"
      noValidate
      aria-label="Newsletter sign-up"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="newsletter-email" className="hh-visually-hidden">
        Email address
      </label>
      <Space.Compact block>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Subscribe
        </Button>
      </Space.Compact>
      {error && (
        <div id="newsletter-email-error" className="hh-field-error" role="alert">
          {error}
        </div>
      )}
      <HoneypotField value={website} onChange={setWebsite} />
    </form>
  );
}
