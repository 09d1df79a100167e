/**
 * A loopback fake of the subset of the Stripe API Respiro uses, for integration tests and e2e
 * runs, driven through the real `stripe` SDK (its `host`, `port` and `protocol` options; the app
 * reads them from `STRIPE_API_BASE`). Requests are form-encoded as the SDK sends them; answers and
 * errors have Stripe's JSON shapes; a POST with an `Idempotency-Key` already seen gets the first
 * answer again.
 *
 * Resources: products, prices (with `lookup_key`, listed by `lookup_keys[]`), coupons (with
 * `max_redemptions`), promotion codes (by `code`), customers, Checkout Sessions (subscription mode,
 * with a hosted page at `/checkout/<id>` whose "Pay" completes the payment and whose "Decline"
 * fails it), subscriptions (retrieve, update `cancel_at_period_end`, delete), subscription
 * schedules (from a subscription, phases, release), billing portal sessions (a page at
 * `/portal/<id>` that "updates the card" and goes back) and invoices.
 *
 * Webhooks: every change makes a Stripe event (`evt_…`) signed with `webhookSecret` through the
 * SDK's `webhooks.generateTestHeaderString`. `deliver` is "immediate" (each event is sent to the
 * webhook target before the call that caused it answers) or "hold" (events wait in `pending` for
 * the test to send in any order, duplicated or not, with {@link FakeStripe.send}). The target is a
 * function (integration tests call the route's action) or a URL (e2e: the app's
 * /api/stripe/webhook).
 *
 * Clock: the fake's own time is real time plus an offset; {@link FakeStripe.advance} moves it and
 * renews, changes (schedule phases) or ends subscriptions whose period ended, with a failed
 * payment for a subscription named in `failNextPayments` (`past_due`, `invoice.payment_failed`).
 *
 * Standalone (for a server in another process): `tsx tests/fakes/stripe-server.ts --port 12111
 * --webhook http://127.0.0.1:3000/api/stripe/webhook --secret whsec_test` prints its base URL.
 * Control over HTTP: `POST /__control/advance?seconds=N`, `POST /__control/fail?subscription=sub_…&count=N`,
 * `GET /__control/state`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import Stripe from "stripe";

type Obj = Record<string, any>;
type Target = string | ((payload: string, signature: string) => Promise<number>);

export interface FakeStripeOptions {
  port?: number;
  host?: string;
  /** Secret the events are signed with (the app's `STRIPE_WEBHOOK_SECRET`). */
  webhookSecret?: string;
  /** Where events go: a URL or a function; none = events are only recorded. */
  webhookTarget?: Target;
  /** "immediate" (default) or "hold". */
  deliver?: "immediate" | "hold";
}

export interface FakeStripe {
  /** e.g. "http://127.0.0.1:41234" (the value for `STRIPE_API_BASE`). */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every object by id. */
  objects: Map<string, Obj>;
  /** Every event made, in order. */
  events: Obj[];
  /** Events not sent yet (deliver "hold"). */
  pending: Obj[];
  /** Every API request: method, path, parsed params, idempotency key. */
  requests: { method: string; path: string; params: Obj; idempotencyKey: string | undefined }[];
  /** Makes the next `count` renewals of `subscriptionId` (of any subscription when "*") fail. */
  failNextPayments(subscriptionId: string, count?: number): void;
  setWebhookTarget(target: Target | undefined): void;
  setDeliver(mode: "immediate" | "hold"): void;
  /** Signs `event` and sends it to the target; returns the HTTP status (0 without a target). */
  send(event: Obj, options?: { signature?: string }): Promise<number>;
  /** Signs a payload as Stripe would. */
  sign(payload: string): string;
  /** Completes (pay) or fails (decline) Checkout Session `id`, as the hosted page's buttons do. */
  completeCheckout(id: string, outcome?: "pay" | "decline"): Promise<Obj>;
  /** Moves the fake's clock by `seconds` and runs the billing of every subscription. */
  advance(seconds: number): Promise<void>;
  /** The last payment of a past-due subscription: "pay" makes it active again, "give_up" cancels it. */
  settlePastDue(subscriptionId: string, outcome: "pay" | "give_up"): Promise<void>;
  /** The fake's current time, in Unix seconds. */
  now(): number;
  close(): Promise<void>;
}

const DAY = 86_400;

/** Stripe's form encoding (`a[b][0][c]=v`) to nested objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  if (!body) return root;
  for (const pair of body.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const key = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, " "));
    const value = eq < 0 ? "" : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, " "));
    const path = key.replace(/\]/g, "").split("[");
    let node: Obj = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      const last = i === path.length - 1;
      if (segment === "") {
        // "a[]=v": append
        const list = node as unknown as unknown[];
        if (last) list.push(value);
        continue;
      }
      if (last) node[segment] = value;
      else {
        const nextIsList = path[i + 1] === "";
        node[segment] ??= nextIsList ? [] : {};
        node = node[segment];
      }
    }
  }
  return arrays(root) as Obj;
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(arrays);
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    const keys = entries.map(([k]) => k);
    if (keys.length > 0 && keys.every((k, i) => String(i) === k || /^\d+$/.test(k))) {
      return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  }
  return value;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** Starts the fake on a free loopback port (or `options.port`). */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = "sk_test_fake_respiro";
  const webhookSecret = options.webhookSecret ?? "whsec_fake_respiro_test";
  const signer = new Stripe(secretKey);
  const objects = new Map<string, Obj>();
  const events: Obj[] = [];
  const pending: Obj[] = [];
  const requests: FakeStripe["requests"] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  const failures = new Map<string, number>();
  let target = options.webhookTarget;
  let deliver = options.deliver ?? "immediate";
  let offset = 0;
  let counter = 0;
  let invoiceNumber = 0;
  let url = "";

  const now = () => Math.floor(Date.now() / 1000) + offset;
  const newId = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(6, "0")}${Math.random().toString(36).slice(2, 10)}`;
  const put = (object: Obj) => {
    objects.set(object.id, object);
    return object;
  };
  const get = (id: string, type: string): Obj => {
    const found = objects.get(id);
    if (!found || found.object !== type) throw new ApiError(404, `No such ${type}: '${id}'`, "resource_missing", "id");
    return found;
  };
  const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

  const fake: FakeStripe = {
    url: "",
    secretKey,
    webhookSecret,
    objects,
    events,
    pending,
    requests,
    failNextPayments: (subscriptionId, count = 1) => void failures.set(subscriptionId, count),
    setWebhookTarget: (next) => (target = next),
    setDeliver: (mode) => (deliver = mode),
    sign: (payload) => signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    async send(event, { signature } = {}) {
      if (!target) return 0;
      const payload = JSON.stringify(event, null, 2);
      const header = signature ?? fake.sign(payload);
      if (typeof target === "function") return target(payload, header);
      const response = await fetch(target, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": header }, body: payload });
      await response.arrayBuffer();
      return response.status;
    },
    completeCheckout: (id, outcome = "pay") => completeCheckout(id, outcome),
    advance: (seconds) => advance(seconds),
    settlePastDue: (id, outcome) => settlePastDue(id, outcome),
    now,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function emit(type: string, object: Obj): Promise<void> {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: clone(object) },
    };
    events.push(event);
    if (deliver === "hold") pending.push(event);
    else await fake.send(event);
  }

  // --- resources ---------------------------------------------------------------------------

  function priceOf(id: string): Obj {
    return get(id, "price");
  }

  function couponFor(discounts: Obj[] | undefined): { coupon: Obj | null; promotionCode: Obj | null } {
    const first = discounts?.[0];
    if (!first) return { coupon: null, promotionCode: null };
    if (first.promotion_code) {
      const promotionCode = get(first.promotion_code, "promotion_code");
      return { coupon: get(promotionCode.promotion.coupon, "coupon"), promotionCode };
    }
    if (first.coupon) return { coupon: get(first.coupon, "coupon"), promotionCode: null };
    return { coupon: null, promotionCode: null };
  }

  function discounted(amount: number, coupon: Obj | null): number {
    if (!coupon) return amount;
    if (coupon.percent_off) return Math.round(amount * (1 - Number(coupon.percent_off) / 100));
    return Math.max(0, amount - Number(coupon.amount_off ?? 0));
  }

  function periodEnd(start: number, price: Obj): number {
    const interval = price.recurring?.interval;
    const date = new Date(start * 1000);
    if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
    else if (interval === "day") date.setUTCDate(date.getUTCDate() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  }

  function makeInvoice(subscription: Obj, price: Obj, amount: number, paid: boolean, periodStart: number, periodEndAt: number): Obj {
    const customer = objects.get(subscription.customer) ?? {};
    invoiceNumber += 1;
    return put({
      id: newId("in"),
      object: "invoice",
      number: `RESP-${String(invoiceNumber).padStart(4, "0")}`,
      customer: subscription.customer,
      customer_email: customer.email ?? null,
      customer_name: customer.name ?? null,
      status: paid ? "paid" : "open",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      total: amount,
      subtotal: price.unit_amount,
      currency: price.currency,
      created: now(),
      period_start: periodStart,
      period_end: periodEndAt,
      attempted: true,
      lines: {
        object: "list",
        data: [
          {
            id: newId("il"),
            object: "line_item",
            amount,
            currency: price.currency,
            description: `1 × Respiro Premium (${price.recurring?.interval === "year" ? "yearly" : "monthly"})`,
            period: { start: periodStart, end: periodEndAt },
            pricing: { price_details: { price: price.id, product: price.product } },
          },
        ],
        has_more: false,
      },
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} } },
      hosted_invoice_url: null,
    });
  }

  function setItemPrice(subscription: Obj, price: Obj, start: number): void {
    const item = subscription.items.data[0];
    item.price = clone(price);
    item.current_period_start = start;
    item.current_period_end = periodEnd(start, price);
    subscription.plan = null;
  }

  async function completeCheckout(id: string, outcome: "pay" | "decline"): Promise<Obj> {
    const session = get(id, "checkout.session");
    if (session.status !== "open") throw new ApiError(400, `This Checkout Session is ${session.status}.`, "checkout_session_not_open");
    if (outcome === "decline") {
      session.last_payment_error = "card_declined";
      return session;
    }
    let customerId = session.customer as string | null;
    if (!customerId) {
      const customer = put({ id: newId("cus"), object: "customer", email: session.customer_email ?? null, name: null, metadata: {}, created: now() });
      customerId = customer.id;
      await emit("customer.created", customer);
    }
    const price = priceOf(session._line_items[0].price);
    const { coupon, promotionCode } = couponFor(session._discounts);
    if (coupon) {
      if (coupon.max_redemptions && coupon.times_redeemed >= coupon.max_redemptions)
        throw new ApiError(400, "This coupon has been fully redeemed.", "coupon_expired");
      coupon.times_redeemed += 1;
      if (coupon.max_redemptions && coupon.times_redeemed >= coupon.max_redemptions) coupon.valid = false;
      if (promotionCode) promotionCode.times_redeemed += 1;
    }
    const start = now();
    const subscription = put({
      id: newId("sub"),
      object: "subscription",
      customer: customerId,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      metadata: { ...(session._subscription_metadata ?? {}) },
      schedule: null,
      latest_invoice: null,
      discounts: [],
      _coupon: coupon && coupon.duration !== "once" ? coupon.id : null,
      items: {
        object: "list",
        data: [{ id: newId("si"), object: "subscription_item", quantity: 1, price: clone(price), current_period_start: start, current_period_end: 0 }],
      },
    });
    setItemPrice(subscription, price, start);
    const amount = discounted(price.unit_amount, coupon);
    const invoice = makeInvoice(subscription, price, amount, true, start, subscription.items.data[0].current_period_end);
    subscription.latest_invoice = invoice.id;
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      customer: customerId,
      subscription: subscription.id,
      invoice: invoice.id,
      amount_total: amount,
    });
    await emit("checkout.session.completed", publicSession(session));
    await emit("customer.subscription.created", publicObject(subscription));
    await emit("invoice.paid", invoice);
    return session;
  }

  /** Renews every subscription whose period ended by now, period by period. */
  async function runBilling(): Promise<void> {
    for (const subscription of [...objects.values()].filter((o) => o.object === "subscription")) {
      for (let guard = 0; guard < 100; guard++) {
        if (!["active", "past_due", "trialing"].includes(subscription.status)) break;
        const item = subscription.items.data[0];
        const end = item.current_period_end as number;
        if (end > now()) break;
        if (subscription.cancel_at_period_end) {
          Object.assign(subscription, { status: "canceled", ended_at: end, canceled_at: subscription.canceled_at ?? end });
          if (subscription.schedule) {
            const schedule = objects.get(subscription.schedule);
            if (schedule) schedule.status = "canceled";
          }
          await emit("customer.subscription.deleted", publicObject(subscription));
          break;
        }
        let price = item.price;
        if (subscription.schedule) {
          const schedule = objects.get(subscription.schedule)!;
          const phase = schedule.phases.find((p: Obj) => p.start_date <= end && (p.end_date === null || p.end_date > end));
          if (phase) price = priceOf(phase.items[0].price);
          const last = schedule.phases[schedule.phases.length - 1];
          if (last.start_date <= end && schedule.end_behavior !== "cancel") {
            schedule.status = "released";
            schedule.released_subscription = subscription.id;
            subscription.schedule = null;
          }
        }
        setItemPrice(subscription, price, end);
        const coupon = subscription._coupon ? objects.get(subscription._coupon) : null;
        const amount = discounted(price.unit_amount, coupon ?? null);
        const failKey = (failures.get(subscription.id) ?? 0) > 0 ? subscription.id : (failures.get("*") ?? 0) > 0 ? "*" : null;
        const fails = failKey !== null;
        if (failKey) failures.set(failKey, failures.get(failKey)! - 1);
        const invoice = makeInvoice(subscription, price, amount, !fails, end, subscription.items.data[0].current_period_end);
        subscription.latest_invoice = invoice.id;
        subscription.status = fails ? "past_due" : "active";
        await emit(fails ? "invoice.payment_failed" : "invoice.paid", invoice);
        await emit("customer.subscription.updated", publicObject(subscription));
      }
    }
  }

  async function advance(seconds: number): Promise<void> {
    offset += seconds;
    await runBilling();
  }

  async function settlePastDue(id: string, outcome: "pay" | "give_up"): Promise<void> {
    const subscription = get(id, "subscription");
    const invoice = objects.get(subscription.latest_invoice);
    if (outcome === "pay") {
      if (invoice) Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0 });
      subscription.status = "active";
      if (invoice) await emit("invoice.paid", invoice);
      await emit("customer.subscription.updated", publicObject(subscription));
    } else {
      Object.assign(subscription, { status: "canceled", ended_at: now(), canceled_at: now() });
      if (invoice) invoice.status = "uncollectible";
      await emit("customer.subscription.deleted", publicObject(subscription));
    }
  }

  /** An object without the fake's own fields (named with a leading underscore). */
  function publicObject(object: Obj): Obj {
    return Object.fromEntries(Object.entries(clone(object)).filter(([key]) => !key.startsWith("_")));
  }

  function publicSession(session: Obj): Obj {
    return publicObject(session);
  }

  function expand(object: Obj, paths: string[] | undefined): Obj {
    const out = publicObject(object);
    for (const path of paths ?? []) {
      const [field, ...rest] = path.split(".");
      const value = out[field];
      if (typeof value === "string" && objects.has(value)) out[field] = expand(objects.get(value)!, rest.length ? [rest.join(".")] : []);
    }
    return out;
  }

  function list(data: Obj[], url: string): Obj {
    return { object: "list", data, has_more: false, url };
  }

  // --- routes ------------------------------------------------------------------------------

  async function api(method: string, path: string, params: Obj): Promise<Obj> {
    const segments = path.replace(/^\/v1\//, "").split("/");
    const [resource, id, verb] = segments;
    const expandParam = params.expand as string[] | undefined;

    if (resource === "products") {
      if (method === "POST" && !id) {
        const productId = params.id ?? newId("prod");
        if (objects.has(productId)) throw new ApiError(400, `Product already exists.`, "resource_already_exists", "id");
        return put({ id: productId, object: "product", name: params.name, active: params.active !== "false", metadata: params.metadata ?? {}, created: now() });
      }
      if (method === "GET" && id) return publicObject(get(id, "product"));
      if (method === "POST" && id) {
        const product = get(id, "product");
        if (params.name) product.name = params.name;
        if (params.active) product.active = params.active === "true";
        return publicObject(product);
      }
    }

    if (resource === "prices") {
      if (method === "GET" && !id) {
        const keys = (params.lookup_keys as string[] | undefined) ?? [];
        const found = [...objects.values()].filter(
          (o) =>
            o.object === "price" && (keys.length === 0 || keys.includes(o.lookup_key)) && (params.active === undefined || String(o.active) === params.active),
        );
        return list(found.map(publicObject), "/v1/prices");
      }
      if (method === "POST" && !id) {
        if (!params.unit_amount || !params.currency || !params.product)
          throw new ApiError(400, "Missing required param: unit_amount.", "parameter_missing", "unit_amount");
        get(params.product, "product");
        if (params.lookup_key) {
          const holder = [...objects.values()].find((o) => o.object === "price" && o.lookup_key === params.lookup_key);
          if (holder) {
            if (params.transfer_lookup_key !== "true")
              throw new ApiError(400, `A price (${holder.id}) already uses that lookup key.`, "lookup_key_in_use", "lookup_key");
            holder.lookup_key = null;
          }
        }
        return put({
          id: newId("price"),
          object: "price",
          active: true,
          currency: params.currency,
          unit_amount: Number(params.unit_amount),
          product: params.product,
          lookup_key: params.lookup_key ?? null,
          nickname: params.nickname ?? null,
          type: params.recurring ? "recurring" : "one_time",
          recurring: params.recurring ? { interval: params.recurring.interval, interval_count: Number(params.recurring.interval_count ?? 1) } : null,
          metadata: params.metadata ?? {},
          created: now(),
        });
      }
      if (method === "GET" && id) return publicObject(priceOf(id));
      if (method === "POST" && id) {
        const price = priceOf(id);
        if (params.active) price.active = params.active === "true";
        if (params.nickname) price.nickname = params.nickname;
        return publicObject(price);
      }
    }

    if (resource === "coupons") {
      if (method === "POST" && !id) {
        const couponId = params.id ?? newId("coupon");
        if (objects.has(couponId)) throw new ApiError(400, "Coupon already exists.", "resource_already_exists", "id");
        return put({
          id: couponId,
          object: "coupon",
          name: params.name ?? null,
          amount_off: params.amount_off ? Number(params.amount_off) : null,
          percent_off: params.percent_off ? Number(params.percent_off) : null,
          currency: params.currency ?? null,
          duration: params.duration ?? "once",
          max_redemptions: params.max_redemptions ? Number(params.max_redemptions) : null,
          times_redeemed: 0,
          valid: true,
          applies_to: params.applies_to ?? null,
          metadata: params.metadata ?? {},
          created: now(),
        });
      }
      if (method === "GET" && id) return publicObject(get(id, "coupon"));
    }

    if (resource === "promotion_codes") {
      if (method === "POST" && !id) {
        const couponId = params.promotion?.coupon ?? params.coupon;
        get(couponId, "coupon");
        return put({
          id: newId("promo"),
          object: "promotion_code",
          code: params.code ?? newId("CODE").toUpperCase(),
          active: params.active !== "false",
          promotion: { type: "coupon", coupon: couponId },
          max_redemptions: params.max_redemptions ? Number(params.max_redemptions) : null,
          times_redeemed: 0,
          restrictions: {},
          metadata: params.metadata ?? {},
          created: now(),
        });
      }
      if (method === "GET" && !id) {
        const found = [...objects.values()].filter(
          (o) =>
            o.object === "promotion_code" &&
            (!params.code || o.code.toLowerCase() === String(params.code).toLowerCase()) &&
            (params.active === undefined || String(o.active) === params.active),
        );
        return list(found.map(publicObject), "/v1/promotion_codes");
      }
    }

    if (resource === "customers") {
      if (method === "POST" && !id)
        return put({
          id: newId("cus"),
          object: "customer",
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          created: now(),
        });
      if (method === "GET" && id) return publicObject(get(id, "customer"));
    }

    if (resource === "checkout" && id === "sessions") {
      const sessionId = segments[2];
      const sessionVerb = segments[3];
      if (method === "POST" && !sessionId) {
        if (params.mode !== "subscription") throw new ApiError(400, "Only subscription mode is supported by the fake.", "parameter_invalid", "mode");
        const items = params.line_items as Obj[] | undefined;
        if (!items?.[0]?.price) throw new ApiError(400, "Missing required param: line_items.", "parameter_missing", "line_items");
        const price = priceOf(items[0].price);
        if (!params.success_url) throw new ApiError(400, "Missing required param: success_url.", "parameter_missing", "success_url");
        if (params.customer) get(params.customer, "customer");
        const discounts = params.discounts as Obj[] | undefined;
        const { coupon } = couponFor(discounts);
        if (coupon && (!coupon.valid || (coupon.max_redemptions && coupon.times_redeemed >= coupon.max_redemptions))) {
          throw new ApiError(400, "This coupon cannot be redeemed.", "coupon_expired", "discounts");
        }
        const created = newId("cs_test");
        return put({
          id: created,
          object: "checkout.session",
          mode: "subscription",
          status: "open",
          payment_status: "unpaid",
          url: `${url}/checkout/${created}`,
          success_url: params.success_url,
          cancel_url: params.cancel_url ?? null,
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          client_reference_id: params.client_reference_id ?? null,
          locale: params.locale ?? "auto",
          metadata: params.metadata ?? {},
          subscription: null,
          invoice: null,
          currency: price.currency,
          amount_total: discounted(price.unit_amount, coupon),
          allow_promotion_codes: params.allow_promotion_codes === "true" ? true : null,
          expires_at: params.expires_at ? Number(params.expires_at) : now() + DAY,
          created: now(),
          _line_items: items,
          _discounts: discounts,
          _subscription_metadata: params.subscription_data?.metadata ?? {},
        });
      }
      if (method === "GET" && sessionId) return expand(get(sessionId, "checkout.session"), expandParam);
      if (method === "POST" && sessionId && sessionVerb === "expire") {
        const session = get(sessionId, "checkout.session");
        if (session.status !== "open") throw new ApiError(400, "Only open sessions can be expired.", "checkout_session_not_open");
        session.status = "expired";
        await emit("checkout.session.expired", publicSession(session));
        return publicSession(session);
      }
    }

    if (resource === "subscriptions") {
      if (method === "GET" && id) return expand(get(id, "subscription"), expandParam);
      if (method === "POST" && id) {
        const subscription = get(id, "subscription");
        if (subscription.status === "canceled")
          throw new ApiError(400, "A canceled subscription can only update its cancellation_details and metadata.", "resource_missing");
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
          subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
          subscription.cancel_at = subscription.cancel_at_period_end ? subscription.items.data[0].current_period_end : null;
        }
        if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
        await emit("customer.subscription.updated", publicObject(subscription));
        return publicObject(subscription);
      }
      if (method === "DELETE" && id) {
        const subscription = get(id, "subscription");
        Object.assign(subscription, { status: "canceled", ended_at: now(), canceled_at: now() });
        await emit("customer.subscription.deleted", publicObject(subscription));
        return publicObject(subscription);
      }
    }

    if (resource === "subscription_schedules") {
      if (method === "POST" && !id) {
        const subscription = get(params.from_subscription, "subscription");
        if (subscription.schedule)
          throw new ApiError(400, "You cannot migrate a subscription that is already attached to a schedule.", "resource_already_exists");
        const item = subscription.items.data[0];
        const schedule = put({
          id: newId("sub_sched"),
          object: "subscription_schedule",
          subscription: subscription.id,
          customer: subscription.customer,
          status: "active",
          end_behavior: "release",
          released_subscription: null,
          phases: [{ start_date: item.current_period_start, end_date: item.current_period_end, items: [{ price: item.price.id, quantity: 1 }] }],
          metadata: {},
          created: now(),
        });
        subscription.schedule = schedule.id;
        await emit("subscription_schedule.created", publicObject(schedule));
        await emit("customer.subscription.updated", publicObject(subscription));
        return publicObject(schedule);
      }
      if (method === "GET" && id) return publicObject(get(id, "subscription_schedule"));
      if (method === "POST" && id && verb === "release") {
        const schedule = get(id, "subscription_schedule");
        schedule.status = "released";
        schedule.released_subscription = schedule.subscription;
        const subscription = objects.get(schedule.subscription);
        if (subscription) {
          subscription.schedule = null;
          await emit("customer.subscription.updated", publicObject(subscription));
        }
        return publicObject(schedule);
      }
      if (method === "POST" && id) {
        const schedule = get(id, "subscription_schedule");
        if (schedule.status !== "active")
          throw new ApiError(400, `You cannot update a subscription schedule that is ${schedule.status}.`, "schedule_not_active");
        if (params.end_behavior) schedule.end_behavior = params.end_behavior;
        if (params.phases) {
          const phases = params.phases as Obj[];
          let cursor = phases[0].start_date ? Number(phases[0].start_date) : schedule.phases[0].start_date;
          schedule.phases = phases.map((phase) => {
            const price = priceOf(phase.items[0].price);
            const start = phase.start_date ? Number(phase.start_date) : cursor;
            const end = phase.end_date
              ? Number(phase.end_date)
              : phase.duration
                ? periodEnd(start, { recurring: { interval: phase.duration.interval } })
                : null;
            if (phase.proration_behavior && !["none", "create_prorations", "always_invoice"].includes(phase.proration_behavior)) {
              throw new ApiError(400, "Invalid proration_behavior.", "parameter_invalid", "proration_behavior");
            }
            cursor = end ?? cursor;
            return {
              start_date: start,
              end_date: end,
              items: [{ price: price.id, quantity: Number(phase.items[0].quantity ?? 1) }],
              proration_behavior: phase.proration_behavior ?? "create_prorations",
            };
          });
        }
        const subscription = objects.get(schedule.subscription);
        await emit("subscription_schedule.updated", publicObject(schedule));
        if (subscription) await emit("customer.subscription.updated", publicObject(subscription));
        return publicObject(schedule);
      }
    }

    if (resource === "billing_portal" && id === "sessions" && method === "POST") {
      get(params.customer, "customer");
      const created = newId("bps");
      return put({
        id: created,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `${url}/portal/${created}`,
        created: now(),
      });
    }

    if (resource === "invoices") {
      if (method === "GET" && id) return expand(get(id, "invoice"), expandParam);
      if (method === "GET" && !id) {
        const found = [...objects.values()].filter(
          (o) =>
            o.object === "invoice" &&
            (!params.customer || o.customer === params.customer) &&
            (!params.subscription || o.parent?.subscription_details?.subscription === params.subscription),
        );
        return list(found.reverse().map(publicObject), "/v1/invoices");
      }
    }

    throw new ApiError(404, `Unrecognized request URL (${method}: ${path}).`, "resource_missing");
  }

  function page(res: ServerResponse, status: number, title: string, body: string): void {
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    );
  }

  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  async function hosted(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const checkout = path.match(/^\/checkout\/([^/]+)(?:\/(pay|decline))?$/);
    if (checkout) {
      const session = objects.get(checkout[1]);
      if (!session || session.object !== "checkout.session") {
        page(res, 404, "Checkout not found", "");
        return true;
      }
      if (req.method === "POST" && checkout[2]) {
        if (session.status !== "open") {
          page(res, 400, "Checkout closed", "");
          return true;
        }
        await completeCheckout(session.id, checkout[2] as "pay" | "decline");
        if (checkout[2] === "decline") {
          res.writeHead(303, { Location: `/checkout/${session.id}?declined=1` });
          res.end();
          return true;
        }
        res.writeHead(303, { Location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id) });
        res.end();
        return true;
      }
      const price = priceOf(session._line_items[0].price);
      const declined = new URL(req.url ?? "/", "http://x").searchParams.has("declined");
      page(
        res,
        200,
        "Fake Stripe Checkout",
        `<p>Respiro Premium, ${escape(price.lookup_key ?? price.id)}: <span id="amount">${(session.amount_total / 100).toFixed(2)} ${escape(session.currency.toUpperCase())}</span></p>` +
          (declined ? `<p role="alert">Your card was declined.</p>` : "") +
          `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>` +
          `<form method="post" action="/checkout/${session.id}/decline"><button type="submit">Pay with a declined card</button></form>` +
          (session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back</a></p>` : ""),
      );
      return true;
    }
    const portal = path.match(/^\/portal\/([^/]+)(?:\/(card))?$/);
    if (portal) {
      const session = objects.get(portal[1]);
      if (!session || session.object !== "billing_portal.session") {
        page(res, 404, "Portal not found", "");
        return true;
      }
      if (req.method === "POST" && portal[2]) {
        const customer = objects.get(session.customer);
        if (customer) customer.invoice_settings = { default_payment_method: newId("pm") };
        res.writeHead(303, { Location: session.return_url ?? "/" });
        res.end();
        return true;
      }
      page(
        res,
        200,
        "Fake Stripe Billing Portal",
        `<form method="post" action="/portal/${session.id}/card"><button type="submit">Update card</button></form>` +
          (session.return_url ? `<p><a href="${escape(session.return_url)}">Return</a></p>` : ""),
      );
      return true;
    }
    return false;
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<boolean> {
    if (!path.startsWith("/__control/")) return false;
    if (path === "/__control/advance") await advance(Number(query.get("seconds") ?? 0));
    else if (path === "/__control/fail") fake.failNextPayments(query.get("subscription") ?? "*", Number(query.get("count") ?? 1));
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ now: now(), events: events.length, objects: [...objects.values()].map(publicObject) }));
    return true;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const full = new URL(req.url ?? "/", "http://fake");
        const path = full.pathname;
        try {
          if (await control(req, res, path, full.searchParams)) return;
          if (await hosted(req, res, path)) return;
          if (!path.startsWith("/v1/")) {
            res.writeHead(404).end();
            return;
          }
          if (req.headers.authorization !== `Bearer ${secretKey}`) throw new ApiError(401, "Invalid API Key provided.", "api_key_invalid");
          const method = req.method ?? "GET";
          const body = Buffer.concat(chunks).toString("utf8");
          const params = parseStripeForm(method === "GET" || method === "DELETE" ? full.search.slice(1) : body);
          const key = req.headers["idempotency-key"] as string | undefined;
          requests.push({ method, path, params, idempotencyKey: key });
          if (method === "POST" && key && idempotent.has(`${path} ${key}`)) {
            const first = idempotent.get(`${path} ${key}`)!;
            res.writeHead(first.status, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
            res.end(first.body);
            return;
          }
          const result = await api(method, path, params);
          const text = JSON.stringify(publicObject(result));
          if (method === "POST" && key) idempotent.set(`${path} ${key}`, { status: 200, body: text });
          res.writeHead(200, { "Content-Type": "application/json", "Request-Id": newId("req") });
          res.end(text);
        } catch (error) {
          const apiError = error instanceof ApiError ? error : new ApiError(500, error instanceof Error ? error.message : "fake error", "fake_internal");
          res.writeHead(apiError.status, { "Content-Type": "application/json" });
          res.end(
            JSON.stringify({
              error: {
                type: apiError.status === 401 ? "invalid_request_error" : "invalid_request_error",
                message: apiError.message,
                code: apiError.code,
                param: apiError.param,
              },
            }),
          );
        }
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  url = `http://${options.host ?? "127.0.0.1"}:${address.port}`;
  fake.url = url;
  return fake;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const fake = await startFakeStripe({
    port: Number(arg("port") ?? 12111),
    host: arg("host"),
    webhookSecret: arg("secret"),
    webhookTarget: arg("webhook"),
  });
  console.log(fake.url);
}
