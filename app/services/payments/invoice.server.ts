/**
 * The invoice PDF of a Stripe invoice (issue 13: number, date, customer, plan, amount in EUR, VAT
 * note), made with pdf-lib, only for the person whose invoice it is: the invoice's customer must be
 * theirs, or its subscription must be one of theirs. Anyone else gets the same "not found" as for
 * an unknown id, so invoice ids cannot be probed.
 */
import type Stripe from "stripe";
import { getSubscriptionByStripeId } from "~/models/subscription.server";
import type { Account } from "~/models/user.server";
import { getStripe } from "~/services/stripe.server";
import { getT } from "~/utils/locale.server";
import { formatEuros, planForLookupKey } from "~/utils/plans";

type T = Awaited<ReturnType<typeof getT>>["t"];

/** The invoice `invoiceId` when it belongs to `user`, else null (also for an unknown id). @throws other Stripe errors. */
export async function ownInvoice(stripe: Stripe, user: Account, invoiceId: string): Promise<Stripe.Invoice | null> {
  let invoice: Stripe.Invoice;
  try {
    invoice = await stripe.invoices.retrieve(invoiceId);
  } catch (error) {
    const status = (error as { statusCode?: number })?.statusCode;
    if (status === 404 || status === 400) return null;
    throw error;
  }
  const customer = typeof invoice.customer === "string" ? invoice.customer : (invoice.customer?.id ?? null);
  if (customer && user.stripeCustomerId && customer === user.stripeCustomerId) return invoice;
  const subscription = invoice.parent?.subscription_details?.subscription;
  const subscriptionId = typeof subscription === "string" ? subscription : (subscription?.id ?? null);
  if (subscriptionId) {
    const stored = await getSubscriptionByStripeId({ stripeSubscriptionId: subscriptionId });
    if (stored?.userId === user.id) return invoice;
  }
  return null;
}

/** WinAnsi (the standard fonts' encoding) cannot draw every character a name may hold: others become "?". */
function drawable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u20ac]/g, "?");
}

/**
 * The PDF of `invoice` for `user`, in `locale`: A4, one page.
 * @returns the PDF bytes.
 */
export async function invoicePdf({ invoice, user, locale, t }: { invoice: Stripe.Invoice; user: Account; locale: "it" | "en"; t: T }): Promise<Uint8Array> {
  // Imported on first use: only an invoice download draws a PDF (issue 17's peak-memory target).
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(`${t("payments.invoice.title")} ${invoice.number ?? invoice.id}`);
  doc.setProducer("Respiro");
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const line = invoice.lines?.data?.[0];
  const priceId = (line as unknown as { pricing?: { price_details?: { price?: string } } })?.pricing?.price_details?.price;
  let plan: string | null = null;
  if (priceId) {
    const price = await getStripe()
      ?.prices.retrieve(priceId)
      .catch(() => null);
    const interval = planForLookupKey(price?.lookup_key) ?? (price?.recurring?.interval === "year" ? "yearly" : price ? "monthly" : null);
    plan = interval ? `Respiro Premium (${t(`payments.planNames.${interval}`)})` : null;
  }
  const date = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(invoice.created * 1000));
  const amount = invoice.currency === "eur" ? formatEuros(invoice.total, locale) : `${(invoice.total / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
  const rows: [string, string][] = [
    [t("payments.invoice.number"), invoice.number ?? invoice.id],
    [t("payments.invoice.date"), date],
    [t("payments.invoice.customer"), `${invoice.customer_name ?? user.fullName} <${invoice.customer_email ?? user.email}>`],
    [t("payments.invoice.plan"), plan ?? line?.description ?? "Respiro Premium"],
    [t("payments.invoice.amount"), amount],
  ];
  page.drawText("Respiro", { x: 56, y: 770, size: 24, font: bold, color: rgb(0.05, 0.45, 0.42) });
  page.drawText(drawable(t("payments.invoice.title")), { x: 56, y: 735, size: 18, font: bold });
  let y = 690;
  for (const [label, value] of rows) {
    page.drawText(drawable(label), { x: 56, y, size: 11, font: bold });
    page.drawText(drawable(value), { x: 200, y, size: 11, font });
    y -= 24;
  }
  page.drawText(drawable(t("payments.invoice.vatNote")), { x: 56, y: y - 20, size: 9, font, color: rgb(0.3, 0.3, 0.3) });
  return doc.save();
}
