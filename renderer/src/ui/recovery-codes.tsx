import { Alert, Flex } from 'antd';
import type { ReactNode } from 'react';
import './two-factor.css';

/**
 * Two-factor recovery codes, shown once (after an enrolment at sign-in or on the profile): the
 * warning, the numbered list and a row with the caller's way of copying them and its button to go on.
 */
export function RecoveryCodes({ codes, copy, notice, done }: {
  codes: string[];
  /** How the codes are copied (a button or a copyable text). */
  copy: ReactNode;
  /** Shown between the list and the row (copying not available, say). */
  notice?: ReactNode;
  /** The button that closes the view once the codes are saved. */
  done: ReactNode;
}) {
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="Shown only once"
        description="Each code signs you in once if you lose your authenticator. Store them somewhere safe, such as a password manager."
        className="hh-form-alert"
      />
      <ol className="hh-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {notice}
      <Flex justify="space-between" align="center" gap={8} wrap>
        {copy}
        {done}
      </Flex>
    </>
  );
}
