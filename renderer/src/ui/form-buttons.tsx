import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

/** Cancel + submit at the foot of a form (a dialog's, a drawer's or an edit card's), right-aligned. */
export function FormButtons({ loading, onCancel, okText, danger, okIcon, cancelIcon, okDisabled, wrap }: {
  loading: boolean;
  onCancel: () => void;
  okText: string;
  danger?: boolean;
  okIcon?: ReactNode;
  cancelIcon?: ReactNode;
  /** Submit unavailable for a reason other than sending (a limit reached, say). */
  okDisabled?: boolean;
  /** Let the two buttons take a line each when there is no room for both. */
  wrap?: boolean;
}) {
  return (
    <Flex gap={8} justify="flex-end" wrap={wrap}>
      <Button icon={cancelIcon} onClick={onCancel} disabled={loading}>
        Cancel
      </Button>
      <Button type="primary" danger={danger} htmlType="submit" icon={okIcon} loading={loading} disabled={okDisabled}>
        {okText}
      </Button>
    </Flex>
  );
}
