import { Modal } from 'antd';
import { useSearchParamPatch } from '../../ui/use-search-param-patch.ts';
import type { SiteEvent } from '#shared/schemas/site-content-schemas.ts';
import { EventRegistrationForm } from './event-registration-form.tsx';
import { EventSubmissionForm } from './event-submission-form.tsx';

/**
 * The events pages' dialogs live in the URL (`?register=<slug>`, `?submit=event`): the buttons that
 * open them are links, so they work before the app has taken the page over and on any device, and a
 * shared or reloaded link opens the same dialog. Closing removes the parameter.
 */
export const REGISTER_PARAM = 'register';
export const SUBMIT_PARAM = 'submit';

function useDialogParam(key: string): [value: string | null, close: () => void] {
  const [search, patchSearch] = useSearchParamPatch();
  const close = () => patchSearch({ [key]: null }, { replace: true, preventScrollReset: true });
  return [search.get(key), close];
}

export function EventRegistrationDialog({ events }: { events: readonly SiteEvent[] }) {
  const [slug, close] = useDialogParam(REGISTER_PARAM);
  const event = events.find((candidate) => candidate.slug === slug);
  return (
    <Modal open={!!event} title={event ? `Register for ${event.title}` : ''} onCancel={close} footer={null} destroyOnHidden>
      {event && <EventRegistrationForm event={event} />}
    </Modal>
  );
}

export function EventSubmissionDialog() {
  const [open, close] = useDialogParam(SUBMIT_PARAM);
  return (
    <Modal open={open === 'event'} title="Submit your event" onCancel={close} footer={null} destroyOnHidden width={640}>
      <p className="hh-muted">Running a meetup, workshop or webinar for hardware builders? Tell us about it: we review every submission and reply by email.</p>
      <EventSubmissionForm onSent={close} />
    </Modal>
  );
}
