import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

interface PaypalButtonsProps {
  clientId: string;
  /** Creates our order (priced by the server) and returns PayPal's order id. */
  createOrder: () => Promise<string>;
  /**
   * Captures the approved order. 'restart': PayPal declined the funding source the buyer chose
   * (INSTRUMENT_DECLINED), so PayPal's window opens again for the same order to choose another, as
   * https://developer.paypal.com/docs/checkout/standard/customize/handle-funding-failures/ describes.
   */
  onApprove: (orderId: string) => Promise<'restart' | void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

/** PayPal's own buttons (its JS SDK), loaded only on the wallet pages when PayPal is configured. */
export default function PaypalButtons({ clientId, createOrder, onApprove, onCancel, onError }: PaypalButtonsProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'paypal' }}
        createOrder={createOrder}
        onApprove={async (data, actions) => {
          if ((await onApprove(data.orderID)) === 'restart') actions.restart();
        }}
        onCancel={onCancel}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
