import { Card, Flex, Select, Switch, Tag, Typography } from 'antd';
import { DATA_RETENTION_LABELS, DATA_RETENTION_PERIODS } from '#shared/schemas/user-schemas.ts';
import type { UpdatePreferencesInput } from '#shared/schemas/profile-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { NotificationPreferencesSection } from '../notifications/index.ts';
import { useUpdatePreferencesMutation } from './profile-api.ts';
import { enabledLabel } from './profile-format.ts';
import '../../ui/pref-row.css';
import './profile.css';

type Prefs = OwnUser['dataProcessingPreferences'];
const RETENTION_OPTIONS = DATA_RETENTION_PERIODS.map((period) => ({ value: period, label: DATA_RETENTION_LABELS[period] }));

function State({ on }: { on: boolean }) {
  return <Tag color={on ? 'green' : 'default'}>{enabledLabel(on)}</Tag>;
}

function PreferenceRow({ id, label, hint, control }: { id: string; label: string; hint?: ReactNode; control: ReactNode }) {
  return (
    <div className="hh-pref-row">
      <div>
        <Typography.Text strong id={`${id}-label`}>
          {label}
        </Typography.Text>
        {hint && (
          <Typography.Paragraph type="secondary" className="hh-pref-row__hint">
            {hint}
          </Typography.Paragraph>
        )}
      </div>
      <Flex gap={8} align="center" className="hh-nowrap">
        {control}
      </Flex>
    </div>
  );
}

/** Preferences: email notifications, consents and data-processing choices, saved as they change. */
export function PreferencesTab({ user }: { user: OwnUser }) {
  const [update, { isLoading }] = useUpdatePreferencesMutation();
  const toast = useToast();
  const prefs = user.dataProcessingPreferences;

  const save = async (changes: UpdatePreferencesInput) => {
    try {
      await update(changes).unwrap();
      toast.success('Preferences Saved', 'Your preferences have been updated.', { key: 'preferences-saved' });
    } catch (error) {
      toast.error('Error', `Failed to save preferences: ${errorMessage(error, 'Please try again.')}`);
    }
  };

  const toggle = (id: string, on: boolean, onChange: (next: boolean) => void) => (
    <>
      <State on={on} />
      <Switch aria-labelledby={`${id}-label`} checked={on} disabled={isLoading} onChange={onChange} />
    </>
  );
  const pref = (key: Exclude<keyof Prefs, 'dataRetentionPeriod'>) => (next: boolean) => void save({ dataProcessingPreferences: { [key]: next } });

  return (
    <Flex vertical gap={24}>
      <Card title="Notifications" variant="outlined">
        <PreferenceRow
          id="pref-email"
          label="Email Notifications"
          hint={`Connection requests, messages and project activity, sent to ${user.email}. Account and security emails are always sent.`}
          control={toggle('pref-email', user.emailNotifications, (next) => void save({ emailNotifications: next }))}
        />
        <PreferenceRow
          id="pref-desktop"
          label="Desktop notifications"
          hint="Your notifications as notifications of your computer, from the HardwareHub desktop app."
          control={toggle('pref-desktop', user.desktopNotifications, (next) => void save({ desktopNotifications: next }))}
        />
        <div className="hh-profile-notification-kinds">
          <NotificationPreferencesSection />
        </div>
      </Card>
      <Card title="Privacy settings" variant="outlined">
        <PreferenceRow
          id="pref-data"
          label="Data Consent"
          hint="Needed to hold an account. To withdraw it, deactivate your account on the Security tab."
          control={<State on={user.dataConsent} />}
        />
        <PreferenceRow
          id="pref-marketing"
          label="Marketing Consent"
          hint="Product news and partner opportunities by email."
          control={toggle('pref-marketing', user.marketingConsent, (next) => void save({ marketingConsent: next }))}
        />
        <PreferenceRow id="pref-cookies" label="Cookie Consent" hint="Optional cookies that help us improve HardwareHub." control={toggle('pref-cookies', user.cookieConsent, (next) => void save({ cookieConsent: next }))} />
      </Card>
      <Card title="Data processing preferences" variant="outlined">
        <PreferenceRow id="pref-sharing" label="Data sharing opt-out" hint="Do not share my data with partners beyond what I send them." control={toggle('pref-sharing', prefs.dataSharingOptOut, pref('dataSharingOptOut'))} />
        <PreferenceRow
          id="pref-retention"
          label="Data retention period"
          hint="How long we keep your data after your account closes."
          control={
            <Select
              aria-labelledby="pref-retention-label"
              value={prefs.dataRetentionPeriod}
              options={RETENTION_OPTIONS}
              disabled={isLoading}
              onChange={(dataRetentionPeriod) => void save({ dataProcessingPreferences: { dataRetentionPeriod } })}
              className="hh-pref-retention"
            />
          }
        />
        <PreferenceRow id="pref-minimization" label="Data minimization" hint="Collect only what is needed to run the service." control={toggle('pref-minimization', prefs.dataMinimization, pref('dataMinimization'))} />
        <PreferenceRow id="pref-third" label="Third-party sharing" hint="Allow sharing with carefully selected third parties." control={toggle('pref-third', prefs.thirdPartyConsent, pref('thirdPartyConsent'))} />
        <PreferenceRow id="pref-sensitive" label="Sensitive data processing" hint="Allow processing of sensitive data you choose to provide." control={toggle('pref-sensitive', prefs.sensitiveDataProcessing, pref('sensitiveDataProcessing'))} />
      </Card>
    </Flex>
  );
}
