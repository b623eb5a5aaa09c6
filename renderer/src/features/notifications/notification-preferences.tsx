import { Alert, Button, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import {
  isServiceKind,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  SERVICE_CHANNEL_LABELS,
  SERVICE_NOTICE_EXPLANATION,
  SERVICE_NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  updateNotificationPreferencesSchema,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '#shared/schemas/notification-schemas.ts';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from './notifications-api.ts';
import '../../ui/pref-row.css';
import './notifications.css';

const CHANNEL_OPTIONS = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: NOTIFICATION_CHANNEL_LABELS[channel] }));
/** Receipts and failed renewals: always emailed, so the only choice is whether they also show in the app. */
const SERVICE_OPTIONS = SERVICE_NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: SERVICE_CHANNEL_LABELS[channel] ?? NOTIFICATION_CHANNEL_LABELS[channel] }));
const validationSchema = toFormikValidationSchema(updateNotificationPreferencesSchema);

export const PREFERENCES_TEXT = {
  timeZone: 'Time zone',
  timeZoneHint: `Your daily digest arrives around ${NOTIFICATION_LIMITS.digestHour}:00 in this time zone.`,
  save: 'Save notification settings',
  saveFailed: 'Your notification settings could not be saved',
  loadFailed: 'Your notification settings could not be loaded.',
} as const;

interface FormValues {
  /** Every kind's channel (receipts and failed renewals: in the app as well, or email only). */
  channels: Partial<Record<NotificationKind, NotificationChannel>>;
  timeZone: string;
}

/** The browser's own zone, where the member has not chosen one yet. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

interface ZoneOption {
  value: string;
  label: string;
}

const zoneOption = (zone: string): ZoneOption => ({ value: zone, label: zone.replaceAll('_', ' ') });

function supportedZones(): ZoneOption[] {
  try {
    return Intl.supportedValuesOf('timeZone').map(zoneOption);
  } catch {
    return [];
  }
}

/** Some engines list neither UTC nor every alias: the zone in use is always offered. */
const withZone = (zones: ZoneOption[], current: string) => (!current || zones.some((option) => option.value === current) ? zones : [zoneOption(current), ...zones]);

function initialValues(preferences: NotificationPreferences): FormValues {
  const channels: FormValues['channels'] = {};
  for (const group of NOTIFICATION_GROUPS) {
    for (const kind of group.kinds) channels[kind] = preferences.channels[kind];
  }
  // No zone yet: the browser's is filled in once the page runs (a server-drawn page cannot know it).
  return { channels, timeZone: preferences.timeZone ?? '' };
}

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const [update] = useUpdateNotificationPreferencesMutation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = useMemo(() => initialValues(preferences), [preferences]);
  const [allZones] = useState(supportedZones);
  const formik = useFormik<FormValues>({
    initialValues: initial,
    validationSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await update({ channels: values.channels, timeZone: values.timeZone }).unwrap();
        toast.success(NOTIFICATION_MESSAGES.saved, undefined, { key: 'notification-preferences-saved' });
      } catch (error) {
        // A message about one row or the time zone goes under it; one about the whole set, above the form.
        const own = isApiError(error) ? Object.entries(error.fieldErrors ?? {}).filter(([field]) => field === 'timeZone' || field.startsWith('channels.')) : [];
        const placed = own.length > 0 && applyServerFieldErrors(formik, Object.fromEntries(own));
        if (!placed) setFailure(errorMessage(error, 'Please try again.'));
      }
    },
  });
  const zone = formik.values.timeZone;
  const zones = withZone(allZones, zone);
  const { setFieldValue } = formik;
  useEffect(() => {
    if (!zone) void setFieldValue('timeZone', browserTimeZone(), false);
  }, [zone, setFieldValue]);

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()} className="hh-notification-prefs">
      {failure && <Alert type="error" showIcon title={PREFERENCES_TEXT.saveFailed} description={failure} className="hh-form-alert" role="alert" />}
      {NOTIFICATION_GROUPS.map((group, index) => (
        <section key={group.title} className="hh-notification-prefs__group" aria-labelledby={`notif-group-${index}`}>
          <Typography.Title level={3} id={`notif-group-${index}`} className="hh-notification-prefs__group-title">
            {group.title}
          </Typography.Title>
          {group.kinds.map((kind) => {
            const labelId = `notif-kind-${kind}-label`;
            const hintId = `notif-kind-${kind}-hint`;
            const service = isServiceKind(kind);
            return (
              <div className="hh-pref-row" key={kind}>
                <div>
                  <Typography.Text id={labelId}>{NOTIFICATION_KIND_LABELS[kind]}</Typography.Text>
                  {service && (
                    <Typography.Paragraph type="secondary" id={hintId} className="hh-pref-row__hint">
                      {SERVICE_NOTICE_EXPLANATION}
                    </Typography.Paragraph>
                  )}
                </div>
                <Form.Item {...fieldFeedback(formik, `channels.${kind}`)} className="hh-notification-prefs__item">
                  <Select
                    aria-labelledby={labelId}
                    aria-describedby={service ? hintId : undefined}
                    value={formik.values.channels[kind]}
                    options={service ? SERVICE_OPTIONS : CHANNEL_OPTIONS}
                    onChange={(channel: NotificationChannel) => void formik.setFieldValue(`channels.${kind}`, channel)}
                    className="hh-notification-prefs__select"
                  />
                </Form.Item>
              </div>
            );
          })}
        </section>
      ))}
      <section className="hh-notification-prefs__group" aria-labelledby="notif-zone-label">
        <div className="hh-pref-row">
          <div>
            <Typography.Text strong id="notif-zone-label">
              {PREFERENCES_TEXT.timeZone}
            </Typography.Text>
            <Typography.Paragraph type="secondary" className="hh-pref-row__hint">
              {PREFERENCES_TEXT.timeZoneHint}
            </Typography.Paragraph>
          </div>
          <Form.Item {...fieldFeedback(formik, 'timeZone')} className="hh-notification-prefs__item">
            <Select
              aria-labelledby="notif-zone-label"
              showSearch
              value={zone || undefined}
              options={zones}
              optionFilterProp="label"
              onChange={(zone: string) => void formik.setFieldValue('timeZone', zone)}
              className="hh-notification-prefs__zone"
            />
          </Form.Item>
        </div>
      </section>
      <Flex justify="flex-end" className="hh-notification-prefs__actions">
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          {PREFERENCES_TEXT.save}
        </Button>
      </Flex>
    </Form>
  );
}

/** Per kind, how the member hears of it (receipts and failed renewals are always emailed), and the digest's time zone. */
export function NotificationPreferencesSection() {
  const { data, isLoading, isError, error, refetch } = useGetNotificationPreferencesQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={PREFERENCES_TEXT.loadFailed}
        description={errorMessage(error, 'Please try again.')}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }
  return <PreferencesForm preferences={data} />;
}
