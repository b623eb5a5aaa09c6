import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the part of Stripe's API our adapter uses (customers, prices,
 * subscriptions, invoices, PaymentIntents), with Stripe's object shapes for API version
 * 2026-10-28: form-encoded requests, `expand[]`, list objects, error bodies. The real `stripe` SDK
 * talks to it through its host/port/protocol options (STRIPE_API_BASE). The test moves its state
 * (a card confirmed, a renewal paid or failed) with the methods below, as Stripe would after the
 * member acts, then sends the matching signed webhook.
 *
 * Each behaviour follows a page of Stripe's documentation, cited where it is modelled. A fake that
 * is kinder than Stripe hides bugs: where Stripe refuses a request, so does this.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Stripe objects are loose JSON here

/** `items[0][price]=x&expand[0]=y` -> { items: [{ price: 'x' }], expand: ['y'] } */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = [...key.matchAll(/[^[\]]+/g)].map((m) => m[0]);
    let node: Json = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      if (last) node[segment] = value;
      else node = node[segment] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
    });
  }
  return root;
}

/** The update parameters a pending update accepts (pending-updates-reference#supported-attributes). */
const PENDING_UPDATE_PARAMETERS = new Set(['expand', 'payment_behavior', 'proration_behavior', 'proration_date', 'billing_cycle_anchor', 'items', 'trial_end', 'trial_from_plan', 'add_invoice_items']);

export class FakeStripe {
  url = '';
  /** Every request, for assertions on what the adapter sent. */
  readonly requests: Array<{ method: string; path: string; body: Json }> = [];
  readonly customers = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly intents = new Map<string, Json>();
  /** Stripe's clock, in unix seconds. */
  now = Math.floor(Date.now() / 1000);
  /** The next `times` requests fail with this Stripe error (the SDK retries 5xx and network errors). */
  failNext: { status: number; type: string; message: string; times?: number } | undefined;
  private counter = 0;
  private readonly server = http.createServer((req, res) => void this.route(req, res));

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${String(this.counter).padStart(6, '0')}fake`;
  }

  // ------------------------------------------------------------------ what the member or time does

  /** The card form confirmed the subscription's open invoice: it is paid and the subscription active. */
  payLatestInvoice(subscriptionId: string): void {
    const sub = this.subscriptions.get(subscriptionId)!;
    const invoice = this.invoices.get(sub.latest_invoice)!;
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
    // "If payment succeeds, the invoice is updated to paid and the changes are applied to the
    // subscription immediately" (https://docs.stripe.com/billing/subscriptions/pending-updates-reference#lifecycle).
    if (sub.pending_update) {
      this.applyChange(sub, sub.pending_update.change);
      sub.pending_update = null;
    }
    sub.status = sub.trial_end && sub.trial_end > this.now ? 'trialing' : 'active';
    sub.default_payment_method = 'pm_card_visa';
  }

  /**
   * A trial's card is saved through its SetupIntent. With `save_default_payment_method:
   * on_subscription` it becomes the subscription's default; `onCustomer` models a card that lands
   * only on the customer's invoice settings (saved from the Dashboard or another flow), which
   * Stripe also charges (https://docs.stripe.com/api/subscriptions/object#subscription_object-default_payment_method:
   * "If neither are set, invoices will use the customer's invoice_settings.default_payment_method").
   */
  attachCard(subscriptionId: string, { onCustomer = false } = {}): void {
    const sub = this.subscriptions.get(subscriptionId)!;
    if (onCustomer) this.customers.get(sub.customer)!.invoice_settings.default_payment_method = 'pm_card_visa';
    else sub.default_payment_method = 'pm_card_visa';
    if (sub.pending_setup_intent) this.setupIntents.get(sub.pending_setup_intent)!.status = 'succeeded';
    if (!onCustomer) sub.pending_setup_intent = null;
  }

  /** The SetupIntent a trial subscription is waiting on, as the `setup_intent.succeeded` event carries it. */
  setupIntentOf(subscriptionId: string): Json {
    return this.setupIntents.get(this.subscriptions.get(subscriptionId)!.pending_setup_intent)!;
  }

  /**
   * A pending change nobody paid for expires: "the invoice is voided and the pending update is
   * discarded after the expires_at time" (https://docs.stripe.com/billing/subscriptions/pending-updates-reference#expiration),
   * and Stripe sends `customer.subscription.pending_update_expired`.
   */
  expirePendingUpdate(subscriptionId: string): void {
    const sub = this.subscriptions.get(subscriptionId)!;
    this.now = Math.max(this.now, sub.pending_update.expires_at);
    Object.assign(this.invoices.get(sub.latest_invoice)!, { status: 'void', confirmation_secret: null });
    sub.pending_update = null;
  }

  private readonly setupIntents = new Map<string, Json>();

  /**
   * The period ended: a `subscription_cycle` invoice, paid or not; an unpaid one leaves the
   * subscription `past_due` (https://docs.stripe.com/billing/subscriptions/overview#subscription-statuses),
   * and a trial is over once a cycle invoice is made (https://docs.stripe.com/billing/subscriptions/trials).
   * Returns the invoice's id.
   */
  renew(subscriptionId: string, { fail = false } = {}): string {
    const sub = this.subscriptions.get(subscriptionId)!;
    const item = sub.items.data[0];
    const length = item.price.recurring.interval === 'month' ? 30 * 86_400 : 365 * 86_400;
    const start = item.current_period_end;
    const invoice = this.invoice(sub, item.price.unit_amount, 'subscription_cycle', fail ? 'open' : 'paid');
    Object.assign(item, { current_period_start: start, current_period_end: start + length });
    sub.latest_invoice = invoice.id;
    sub.status = fail ? 'past_due' : 'active';
    // A cycle invoice means any trial is over.
    sub.trial_end = null;
    return invoice.id;
  }

  /**
   * A one-off PaymentIntent is paid (or, with `amount`, paid a different sum): `amount_received`
   * is what was taken (https://docs.stripe.com/api/payment_intents/object#payment_intent_object-amount_received).
   */
  succeedIntent(intentId: string, amount?: number): void {
    const intent = this.intents.get(intentId)!;
    Object.assign(intent, { status: 'succeeded', amount_received: amount ?? intent.amount });
  }

  /** A webhook event as Stripe sends it, for the object as it is now (https://docs.stripe.com/api/events/object). */
  event(type: string, object: Json): Json {
    return { id: this.id('evt'), object: 'event', api_version: '2026-10-28.endive', created: this.now, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object: structuredClone(object) } };
  }

  // ------------------------------------------------------------------ the API

  /**
   * What a price change costs today (https://docs.stripe.com/billing/subscriptions/prorations):
   * nothing during a trial, where the new price simply applies and the trial runs on
   * (https://docs.stripe.com/billing/subscriptions/trials#changing-prices-during-trials); otherwise
   * the unused time of the old price is credited against the new price's remaining time, or,
   * when the billing period restarts (billing_cycle_anchor=now, or a change of interval), against
   * a whole new period (https://docs.stripe.com/billing/subscriptions/billing-cycle#reset-the-billing-cycle-to-the-current-time).
   */
  private changeCost(sub: Json, change: { price: string; anchorNow: boolean }): number {
    if (sub.status === 'trialing' && sub.trial_end > this.now) return 0;
    const item = sub.items.data[0];
    const price = this.prices.get(change.price)!;
    const remaining = Math.max(0, item.current_period_end - this.now) / (item.current_period_end - item.current_period_start);
    const credit = Math.round(item.price.unit_amount * remaining);
    if (change.anchorNow || price.recurring.interval !== item.price.recurring.interval) return price.unit_amount - credit;
    return Math.round(price.unit_amount * remaining) - credit;
  }

  private applyChange(sub: Json, change: { price: string; anchorNow: boolean }): void {
    const item = sub.items.data[0];
    const price = this.prices.get(change.price)!;
    const restarts = !(sub.status === 'trialing' && sub.trial_end > this.now) && (change.anchorNow || price.recurring.interval !== item.price.recurring.interval);
    item.price = price;
    if (restarts) Object.assign(item, { current_period_start: this.now, current_period_end: this.now + (price.recurring.interval === 'month' ? 30 : 365) * 86_400 });
  }

  private invoice(sub: Json, amount: number, reason: string, status: 'open' | 'paid'): Json {
    const id = this.id('in');
    const invoice: Json = {
      id, object: 'invoice', customer: sub.customer, currency: 'usd', amount_due: amount, amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount, status, billing_reason: reason, created: this.now,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      confirmation_secret: status === 'open' ? { type: 'payment_intent', client_secret: `${this.id('pi')}_secret_${this.id('s')}` } : null,
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  private view(sub: Json, expand: string[]): Json {
    const out = structuredClone(sub);
    if (out.pending_update) {
      const { change, ...shown } = out.pending_update;
      out.pending_update = { ...shown, subscription_items: [{ ...out.items.data[0], price: this.prices.get(change.price) }] };
    }
    if (expand.includes('customer')) out.customer = structuredClone(this.customers.get(sub.customer));
    if (expand.some((e) => e.startsWith('latest_invoice'))) {
      const invoice = structuredClone(this.invoices.get(sub.latest_invoice)!);
      if (!expand.includes('latest_invoice.confirmation_secret')) delete invoice.confirmation_secret;
      out.latest_invoice = invoice;
    }
    if (expand.includes('pending_setup_intent') && sub.pending_setup_intent) out.pending_setup_intent = structuredClone(this.setupIntents.get(sub.pending_setup_intent));
    return out;
  }

  private async route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const body = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString());
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const send = (status: number, json: Json) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      res.end(JSON.stringify(json));
    };
    if (this.failNext) {
      const { status, type, message, times = 1 } = this.failNext;
      this.failNext = times > 1 ? { ...this.failNext, times: times - 1 } : undefined;
      return send(status, { error: { type, message, ...(type === 'card_error' && { code: 'card_declined', decline_code: 'generic_decline' }) } });
    }
    const expand: string[] = body.expand ?? [];
    const parts = url.pathname.split('/').filter(Boolean); // ['v1', 'subscriptions', 'sub_x']
    const [, resource, id] = parts;
    const missing = () => send(404, { error: { type: 'invalid_request_error', message: `No such ${resource}: '${id}'` } });

    if (resource === 'customers' && req.method === 'POST') {
      const customer = { id: this.id('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {}, balance: 0, invoice_settings: { default_payment_method: null } };
      this.customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (resource === 'customers' && id && req.method === 'GET') {
      const customer = this.customers.get(id);
      return customer ? send(200, customer) : missing();
    }
    if (resource === 'prices' && req.method === 'GET') {
      const keys: string[] = body.lookup_keys ?? [];
      const data = [...this.prices.values()].filter((p) => keys.includes(p.lookup_key) && p.active);
      return send(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (resource === 'prices' && req.method === 'POST') {
      const price = {
        id: this.id('price'), object: 'price', active: true, currency: body.currency, unit_amount: Number(body.unit_amount), lookup_key: body.lookup_key,
        recurring: { interval: body.recurring?.interval, interval_count: 1 }, product: this.id('prod'), type: 'recurring', metadata: body.metadata ?? {},
      };
      this.prices.set(price.id, price);
      return send(200, price);
    }
    // default_incomplete leaves the first invoice open for the Payment Element to confirm, or, with a
    // trial, a $0 paid invoice and a pending SetupIntent that saves the card
    // (https://docs.stripe.com/billing/subscriptions/build-subscriptions#create-subscription,
    // https://docs.stripe.com/billing/subscriptions/trials#collect-payment-details).
    if (resource === 'subscriptions' && req.method === 'POST' && !id) {
      const price = this.prices.get(body.items?.[0]?.price);
      if (!price || !this.customers.has(body.customer)) return send(400, { error: { type: 'invalid_request_error', message: 'No such price or customer' } });
      const trialDays = Number(body.trial_period_days ?? 0);
      const length = price.recurring.interval === 'month' ? 30 * 86_400 : 365 * 86_400;
      const periodEnd = trialDays ? this.now + trialDays * 86_400 : this.now + length;
      const sub: Json = {
        id: this.id('sub'), object: 'subscription', customer: body.customer, status: trialDays ? 'trialing' : 'incomplete', metadata: body.metadata ?? {},
        items: { object: 'list', data: [{ id: this.id('si'), object: 'subscription_item', price, current_period_start: this.now, current_period_end: periodEnd }] },
        cancel_at_period_end: false, trial_end: trialDays ? periodEnd : null, start_date: this.now, default_payment_method: null,
        payment_behavior: body.payment_behavior, pending_setup_intent: null, latest_invoice: null, pending_update: null,
      };
      this.subscriptions.set(sub.id, sub);
      const invoice = this.invoice(sub, trialDays ? 0 : price.unit_amount, 'subscription_create', trialDays ? 'paid' : 'open');
      sub.latest_invoice = invoice.id;
      if (trialDays) {
        const setup = { id: this.id('seti'), object: 'setup_intent', customer: body.customer, status: 'requires_payment_method', client_secret: `${this.id('seti')}_secret_${this.id('s')}` };
        this.setupIntents.set(setup.id, setup);
        sub.pending_setup_intent = setup.id;
      }
      return send(200, this.view(sub, expand));
    }
    if (resource === 'subscriptions' && id) {
      const sub = this.subscriptions.get(id);
      if (!sub) return missing();
      if (req.method === 'POST') {
        if (body.payment_behavior === 'pending_if_incomplete') {
          // "Only certain attributes can be used to create a pending update"
          // (https://docs.stripe.com/billing/subscriptions/pending-updates-reference#supported-attributes).
          const refused = Object.keys(body).filter((key) => !PENDING_UPDATE_PARAMETERS.has(key));
          if (refused.length > 0) {
            return send(400, { error: { type: 'invalid_request_error', param: refused[0], message: `When payment_behavior is pending_if_incomplete, you can only pass the parameters supported by pending updates; ${refused.join(', ')} is not one of them.` } });
          }
        }
        if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        if (body.metadata) sub.metadata = { ...sub.metadata, ...body.metadata };
        const newPrice = body.items?.[0]?.price;
        if (newPrice && newPrice !== sub.items.data[0].price.id) {
          // The anchor is `{type: now}` in this API version (`now` in older ones).
          const change = { price: newPrice as string, anchorNow: body.billing_cycle_anchor?.type === 'now' || body.billing_cycle_anchor === 'now' };
          const due = this.changeCost(sub, change);
          // "Invoices with an amount due of zero are automatically paid" and no PaymentIntent is made
          // for them (https://docs.stripe.com/invoicing/overview#zero-amount-invoices); a negative total goes to the
          // customer's credit balance (https://docs.stripe.com/billing/customer/balance).
          if (due <= 0) {
            this.invoice(sub, 0, 'subscription_update', 'paid');
            this.customers.get(sub.customer)!.balance += due;
            this.applyChange(sub, change);
          } else {
            const invoice = this.invoice(sub, due, 'subscription_update', 'open');
            // With pending_if_incomplete the change waits for this invoice and expires at the trial
            // end or period end, at most 23 hours later (pending-updates-reference#expiration).
            const item = sub.items.data[0];
            const expiresAt = Math.min(this.now + 23 * 3600, item.current_period_end, ...(sub.trial_end ? [sub.trial_end] : []));
            sub.pending_update = { expires_at: expiresAt, billing_cycle_anchor: change.anchorNow ? this.now : null, trial_end: null, trial_from_plan: null, change };
            sub.latest_invoice = invoice.id;
          }
          if (due <= 0) sub.latest_invoice = [...this.invoices.values()].at(-1)!.id;
        }
      }
      return send(200, this.view(sub, expand));
    }
    if (resource === 'invoices' && id) {
      const invoice = this.invoices.get(id);
      return invoice ? send(200, invoice) : missing();
    }
    if (resource === 'payment_intents' && req.method === 'POST' && !id) {
      const intent = {
        id: this.id('pi'), object: 'payment_intent', amount: Number(body.amount), amount_received: 0, currency: body.currency, customer: body.customer,
        description: body.description, metadata: body.metadata ?? {}, status: 'requires_payment_method', last_payment_error: null,
        client_secret: '', automatic_payment_methods: { enabled: body.automatic_payment_methods?.enabled === 'true' },
      };
      intent.client_secret = `${intent.id}_secret_${this.id('s')}`;
      this.intents.set(intent.id, intent);
      return send(200, intent);
    }
    if (resource === 'payment_intents' && id) {
      const intent = this.intents.get(id);
      return intent ? send(200, intent) : missing();
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  }
}
