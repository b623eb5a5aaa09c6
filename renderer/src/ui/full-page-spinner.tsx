import { Flex, Spin, Typography } from 'antd';

/** Centered spinner with a visible label (the route guard's 'Checking authentication...'). */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={16} className="hh-full-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
