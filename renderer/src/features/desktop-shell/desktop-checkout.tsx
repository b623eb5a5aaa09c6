import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { currentBridge } from '../../lib/api/api-transport.ts';
import { DESKTOP_TEXT } from './desktop-logic.ts';

/** Query flag of a checkout page opened from the desktop app: its provider returns through /payments/return. */
export const DESKTOP_CHECKOUT_FLAG = 'desktop';

/** Inside the desktop app (the shell's bridge is there). */
export function isDesktopApp(): boolean {
  return !!currentBridge()?.apiOrigin;
}

/** A checkout page in the browser that the desktop app opened (its payment returns to the app). */
export function openedFromDesktop(search: URLSearchParams): boolean {
  return search.get(DESKTOP_CHECKOUT_FLAG) === '1';
}

/**
 * In the desktop app, payment forms are not shown: the checkout opens on the HardwareHub website in
 * the system browser (the card and wallet providers' pages belong in a browser), and the payment
 * return page sends the member back into the app (hardwarehub://...-success).
 */
export function DesktopCheckout({ path }: { path: string }) {
  const [opened, setOpened] = useState(false);
  const target = `${path}${path.includes('?') ? '&' : '?'}${DESKTOP_CHECKOUT_FLAG}=1`;
  return (
    <Alert
      type="info"
      showIcon
      title={DESKTOP_TEXT.checkoutTitle}
      description={
        <>
          <p>{DESKTOP_TEXT.checkoutBody}</p>
          <Button type="primary" icon={<ExportOutlined />} onClick={() => void currentBridge()?.openInBrowser?.(target).then(() => setOpened(true))}>
            {DESKTOP_TEXT.checkoutButton}
          </Button>
          {opened && <p style={{ marginTop: 8, marginBottom: 0 }}>Opened in your browser. This page updates when your payment is done.</p>}
        </>
      }
    />
  );
}
