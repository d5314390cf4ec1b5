import { Text, View } from "@react-pdf/renderer";
import { formatDate } from "../../platform/format/date-time";
import { formatMoney } from "../../platform/format/money";
import { billingPeriodLabel } from "./billing-period";
import type { InvoicePdfContent } from "./invoice-pdf-content";
import { REVERSE_CHARGE_NOTE } from "./tax-treatment";
import { statusColors, styles } from "./invoice-pdf-styles";
import type { Seller } from "./seller";

// The blocks of the invoice PDF, top to bottom. Layout only: every value comes from the invoice.

type InvoiceFields = InvoicePdfContent["invoice"];
const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const moneyOf = (invoice: InvoiceFields) => (minorUnits: number) => formatMoney(minorUnits, invoice.currency);

export function InvoiceHeader({ invoice, seller }: { invoice: InvoiceFields; seller: Seller }) {
  return (
    <View style={styles.header}>
      <View>
        <Text style={styles.brand}>{seller.name}</Text>
        {seller.address.map((line, index) => (
          <Text key={index} style={styles.muted}>{line}</Text>
        ))}
        <Text style={styles.muted}>VAT ID {seller.vatId}</Text>
      </View>
      <View style={styles.headerEnd}>
        <Text style={styles.title}>INVOICE</Text>
        <Text style={styles.titleNumber}>{invoice.number}</Text>
      </View>
    </View>
  );
}

export function InvoiceParties({ invoice, account }: { invoice: InvoiceFields; account: InvoicePdfContent["account"] }) {
  return (
    <View style={styles.parties}>
      <View style={styles.party}>
        <Text style={styles.label}>Bill to</Text>
        <Text style={styles.strong}>{account.name}</Text>
        {account.billingAddress
          .filter((line) => line !== account.name)
          .map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        {invoice.customerVatId ? <Text>VAT ID {invoice.customerVatId}</Text> : null}
      </View>
      <View style={styles.details}>
        <Text style={styles.label}>Invoice details</Text>
        <Pair label="Invoice number" value={invoice.number} />
        <Pair label="Billing period" value={`${billingPeriodLabel(invoice.period)} (${invoice.period})`} />
        <Pair label="Issue date" value={formatDate(invoice.issuedAt)} />
        <Pair label="Due date" value={formatDate(invoice.dueAt)} />
        <View style={styles.detailRow}>
          <Text style={styles.muted}>Status</Text>
          <Text style={[styles.status, statusColors[invoice.status] ?? {}]}>{invoice.status.toUpperCase()}</Text>
        </View>
      </View>
    </View>
  );
}

export function InvoiceLineTable({ invoice, lines }: { invoice: InvoiceFields; lines: InvoicePdfContent["lines"] }) {
  const money = moneyOf(invoice);
  return (
    <View style={styles.table}>
      {/* fixed: the column heads repeat on every page the table runs onto */}
      <View style={styles.tableHead} fixed>
        <Text style={styles.colDescription}>Description</Text>
        <Text style={styles.colQuantity}>Qty</Text>
        <Text style={styles.colUnit}>Unit price</Text>
        <Text style={styles.colAmount}>Amount</Text>
      </View>
      {lines.length === 0 ? <Text style={styles.empty}>No billable modules in this period.</Text> : null}
      {lines.map((line) => (
        <View key={line.position} style={styles.tableRow} wrap={false}>
          <Text style={styles.colDescription}>{line.description}</Text>
          <Text style={styles.colQuantity}>{line.quantity}</Text>
          <Text style={styles.colUnit}>{money(line.unitAmount)}</Text>
          <Text style={styles.colAmount}>{money(line.amount)}</Text>
        </View>
      ))}
    </View>
  );
}

export function InvoiceTotals({ invoice }: { invoice: InvoiceFields }) {
  const money = moneyOf(invoice);
  return (
    <View style={styles.totals} wrap={false}>
      <Pair label="Subtotal" value={money(invoice.subtotal)} style={styles.totalRow} />
      <Pair
        label={invoice.reverseCharge ? "VAT (0%, reverse charge)" : `Tax (${percent.format(invoice.taxRateBps / 100)}%)`}
        value={money(invoice.tax)}
        style={styles.totalRow}
      />
      {invoice.reverseCharge ? <Text style={styles.muted}>{REVERSE_CHARGE_NOTE}</Text> : null}
      <View style={styles.grandTotal}>
        <Text>Total {invoice.currency}</Text>
        <Text>{money(invoice.total)}</Text>
      </View>
    </View>
  );
}

export function InvoicePayment({ invoice, seller }: { invoice: InvoiceFields; seller: Seller }) {
  const total = moneyOf(invoice)(invoice.total);
  const note = {
    open: `Please pay ${total} by ${formatDate(invoice.dueAt)}, quoting ${invoice.number}.`,
    paid: `Paid in full (${total}). Thank you.`,
    void: "This invoice is void: nothing is payable.",
  }[invoice.status];
  return (
    <View style={styles.payment} wrap={false}>
      <Text style={styles.label}>Payment</Text>
      <Text>{note}</Text>
      {invoice.status === "open" ? (
        <Text style={styles.muted}>
          {seller.bank.name} · IBAN {seller.bank.iban} · BIC {seller.bank.bic}
        </Text>
      ) : null}
    </View>
  );
}

export function InvoiceFooter({ invoice, seller }: { invoice: InvoiceFields; seller: Seller }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {seller.name} · VAT ID {seller.vatId} · {seller.email}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `${invoice.number} · Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

function Pair({ label, value, style = styles.detailRow }: { label: string; value: string; style?: (typeof styles)["detailRow"] }) {
  return (
    <View style={style}>
      <Text style={styles.muted}>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}
