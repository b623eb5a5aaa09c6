import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { SERVER_URL_MESSAGES, serverSettingsFormSchema, type ServerSettings, type ServerSettingsFormValues } from '#shared/schemas/desktop-schemas.ts';
import { currentBridge } from '../../lib/api/api-transport.ts';
import { fieldFeedback } from '../../ui/formik-feedback.ts';
import { useToast } from '../../ui/use-toast.ts';
import { DESKTOP_TEXT } from './desktop-logic.ts';

/**
 * The server address (first run, the offline screen, Settings): validated in the form and again in
 * the shell with the same shared schema (https, or http only for localhost). The shell then asks the
 * member to confirm the switch in a native dialog; confirmed, it opens the app afresh on the new server
 * (a session belongs to the server that issued it), cancelled, the field shows the server in use again.
 */
export function ServerSettingsForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const bridge = currentBridge();
  const toast = useToast();
  const [settings, setSettings] = useState<ServerSettings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void bridge?.getServerSettings?.().then(setSettings, () => setSettings(null));
  }, [bridge]);

  const formik = useFormik<ServerSettingsFormValues>({
    initialValues: { serverUrl: settings?.serverUrl ?? bridge?.apiOrigin ?? '' },
    enableReinitialize: true,
    validationSchema: toFormikValidationSchema(serverSettingsFormSchema),
    onSubmit: async (values, helpers): Promise<void> => {
      setFailure(null);
      const result = await bridge?.setServerUrl?.(values.serverUrl).catch(() => null);
      if (!result) return setFailure('The app could not save the address. Please try again.');
      // The shell checks again with the same schema; its message goes under the field.
      if (!result.ok) return helpers.setFieldError('serverUrl', result.message);
      if (!result.changed) {
        helpers.resetForm({ values: { serverUrl: result.serverUrl } });
        return toast.info(SERVER_URL_MESSAGES.notChanged);
      }
      toast.success(DESKTOP_TEXT.saved, DESKTOP_TEXT.savedBody(result.serverUrl));
    },
  });

  const feedback = fieldFeedback(formik, 'serverUrl');
  const fromEnvironment = settings?.source === 'environment';
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Server settings">
      <Form layout="vertical" component="div">
        <Form.Item label={DESKTOP_TEXT.serverLabel} htmlFor="desktop-server-url" extra={DESKTOP_TEXT.serverHelp} {...feedback}>
          <Input
            id="desktop-server-url"
            name="serverUrl"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://hub.example.com"
            autoFocus={autoFocus}
            disabled={fromEnvironment}
            value={formik.values.serverUrl}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
      </Form>
      {fromEnvironment && <Alert type="info" showIcon title="Set by HARDWAREHUB_URL when the app was started." />}
      {failure && <Alert type="error" showIcon title={failure} />}
      <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 8 }}>
        {settings && settings.defaultServerUrl !== formik.values.serverUrl && !fromEnvironment && (
          <Button onClick={() => void formik.setFieldValue('serverUrl', settings.defaultServerUrl)}>{DESKTOP_TEXT.useDefault}</Button>
        )}
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting} disabled={fromEnvironment}>
          {DESKTOP_TEXT.save}
        </Button>
      </Flex>
      {settings && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Default for this build: {settings.defaultServerUrl}
        </Typography.Paragraph>
      )}
    </form>
  );
}
