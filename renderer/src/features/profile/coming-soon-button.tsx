import { Button, Tooltip } from 'antd';
import type { ButtonProps } from 'antd';

/** A visible but disabled action that a later issue wires up (000 §2 says what it does is not shown). */
export function ComingSoonButton(props: Omit<ButtonProps, 'disabled'>) {
  return (
    <Tooltip title="Coming soon">
      {/* The span keeps the tooltip working on a disabled button. */}
      <span className="hh-disabled-wrap">
        <Button {...props} disabled />
      </span>
    </Tooltip>
  );
}
