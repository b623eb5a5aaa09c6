import { Button, Flex } from 'antd';

/** Cancel + submit at the foot of a form inside a dialog or drawer. */
export function FormButtons({ loading, onCancel, okText, danger }: { loading: boolean; onCancel: () => void; okText: string; danger?: boolean }) {
  return (
    <Flex gap={8} justify="flex-end">
      <Button onClick={onCancel} disabled={loading}>
        Cancel
      </Button>
      <Button type="primary" danger={danger} htmlType="submit" loading={loading}>
        {okText}
      </Button>
    </Flex>
  );
}
