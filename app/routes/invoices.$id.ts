/**
 * GET /invoices/{id}: the PDF invoice of a Stripe invoice (issue 13), only for its owner (a visitor
 * signs in first; anybody else, an unknown id or a malformed one gets 404). 400 when payments are
 * off, 502 when Stripe cannot be reached.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/services/api.server";
import { invoicePdf, ownInvoice } from "~/services/payments/invoice.server";
import { getStripe } from "~/services/stripe.server";
import { getT } from "~/utils/locale.server";
import { describeEscapedError } from "~/utils/process-guard.server";
import { requireUser } from "~/utils/session-cookie.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { t, locale } = await getT(request);
  const stripe = getStripe();
  if (!stripe) return apiError(400, "payments_disabled", t("payments.disabled"));
  const id = params.id ?? "";
  if (!/^in_[A-Za-z0-9_]{1,250}$/.test(id)) return apiError(404, "not_found", t("payments.invoice.notFound"));
  try {
    const invoice = await ownInvoice(stripe, user, id);
    if (!invoice) return apiError(404, "not_found", t("payments.invoice.notFound"));
    const pdf = await invoicePdf({ invoice, user, locale, t });
    return new Response(Buffer.from(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="respiro-${(invoice.number ?? invoice.id).replace(/[^A-Za-z0-9_-]/g, "")}.pdf"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    console.error(`invoice: ${describeEscapedError(error)}`);
    return apiError(502, "payment_processing_error", t("payments.stripeError"));
  }
}
