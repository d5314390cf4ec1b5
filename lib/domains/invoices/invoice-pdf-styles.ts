import { StyleSheet } from "@react-pdf/renderer";
import { INVOICE_FONT_FAMILY } from "./invoice-fonts";

const ink = "#1f2933";
const muted = "#616e7c";
const rule = "#d9dee3";
const accent = "#1d4ed8";

// Absolute `bottom` on a fixed view lands off the page in react-pdf 4.9, so the footer is
// placed from the top of the A4 page (841.89 pt high), ending about 32 pt above its edge.
const A4_HEIGHT = 841.89;
const FOOTER_TOP = A4_HEIGHT - 56;

export const statusColors: Record<string, { color: string; backgroundColor: string }> = {
  open: { color: "#92400e", backgroundColor: "#fef3c7" },
  paid: { color: "#166534", backgroundColor: "#dcfce7" },
  void: { color: "#991b1b", backgroundColor: "#fee2e2" },
};

export const styles = StyleSheet.create({
  page: { fontFamily: INVOICE_FONT_FAMILY, fontSize: 9, color: ink, paddingTop: 48, paddingBottom: 72, paddingHorizontal: 48, lineHeight: 1.4 },
  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start", marginBottom: 28 },
  headerEnd: { alignItems: "flex-end" },
  brand: { fontSize: 14, fontWeight: 700, color: accent, marginBottom: 4 },
  muted: { color: muted },
  title: { fontSize: 22, fontWeight: 700, textAlign: "right", letterSpacing: 1, lineHeight: 1.2 },
  titleNumber: { fontSize: 10, textAlign: "right", color: muted, marginTop: 4 },
  parties: { flexDirection: "row", justifyContent: "space-between", marginBottom: 24 },
  party: { width: "48%" },
  label: { fontSize: 7.5, fontWeight: 700, color: muted, textTransform: "uppercase", letterSpacing: 0.6, marginBottom: 4 },
  strong: { fontWeight: 700 },
  details: { width: "44%" },
  detailRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 1.5 },
  status: { fontSize: 8, fontWeight: 700, paddingHorizontal: 6, paddingVertical: 1, borderRadius: 3 },
  table: { borderTopWidth: 1, borderTopColor: ink },
  tableHead: { flexDirection: "row", paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: ink, fontWeight: 700, fontSize: 8 },
  tableRow: { flexDirection: "row", paddingVertical: 6, borderBottomWidth: 0.5, borderBottomColor: rule },
  colDescription: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingRight: 8 },
  colQuantity: { width: 44, textAlign: "right" },
  colUnit: { width: 86, textAlign: "right" },
  colAmount: { width: 86, textAlign: "right" },
  empty: { paddingVertical: 10, color: muted },
  totals: { alignSelf: "flex-end", width: 216, marginTop: 12 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  grandTotal: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 6, marginTop: 4, borderTopWidth: 1, borderTopColor: ink, fontSize: 11, fontWeight: 700 },
  payment: { marginTop: 32, padding: 12, backgroundColor: "#f5f7fa", borderRadius: 4 },
  footer: { position: "absolute", left: 48, right: 48, top: FOOTER_TOP, flexDirection: "row", justifyContent: "space-between", fontSize: 7.5, color: muted, borderTopWidth: 0.5, borderTopColor: rule, paddingTop: 6 },
});
